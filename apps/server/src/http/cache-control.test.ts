import { describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories';
import { useTestApp } from '../test/test-app';

/** Answers that depend on who asks must never be kept by a browser or a shared cache. */
describe('Cache-Control on API answers', () => {
  const t = useTestApp();

  it('is no-store on private answers, for users and visitors, errors included', async () => {
    const user = await buildUser(t.app);
    const auth = { authorization: `Bearer ${user.accessToken}` };
    for (const request of [
      { method: 'GET' as const, url: '/api/user-data', headers: auth },
      { method: 'GET' as const, url: '/api/recipes', headers: auth },
      { method: 'GET' as const, url: '/api/user-data/user-preferences', headers: auth },
      { method: 'GET' as const, url: '/api/recipes' },
      { method: 'GET' as const, url: '/api/recipes/no-such-recipe' },
      { method: 'POST' as const, url: '/api/recipes/generate', payload: { prompt: 'soup', count: 1 } },
    ]) {
      const answer = await t.app.inject(request);
      expect(answer.headers['cache-control'], `${request.method} ${request.url} (${answer.statusCode})`).toBe('no-store');
    }
  });
});
