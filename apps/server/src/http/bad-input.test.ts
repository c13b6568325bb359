import type { ErrorBody } from '@sous/contract/errors';
import { describe, expect, it } from 'vitest';
import { formAction, startAuthorization } from '../test/sign-in';
import { useTestApp } from '../test/test-app';

/**
 * A NUL character is never valid text for Sous, and PostgreSQL refuses it in a text column: every
 * kind of input that carries one answers 400 before any handler or query sees it.
 */
describe('NUL characters in the input', () => {
  const t = useTestApp();

  const expectRefused = (answer: { statusCode: number; json: () => unknown }) => {
    expect(answer.statusCode).toBe(400);
    expect((answer.json() as ErrorBody).code).toBe('VALIDATION_FAILED');
  };

  it('are refused in a JSON body, at any depth and in keys', async () => {
    for (const payload of [
      { prompt: 'soup\u0000' },
      { prompt: 'soup', preferences: { allergies: ['nuts\u0000'] } },
      { prompt: 'soup', ['a\u0000b']: 1 },
    ]) {
      expectRefused(await t.app.inject({ method: 'POST', url: '/api/recipes/generate', payload }));
    }
  });

  it('are refused in route params and query strings', async () => {
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/recipes/abc%00def' }));
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/recipes/status/%00' }));
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/recipes?q=%00' }));
  });

  it('are refused in the sign-in and sign-up forms', async () => {
    const signIn = await startAuthorization(t.app);
    const login = formAction(signIn.page.body);
    expect(login).toMatch(/^\/oidc\/interaction\/[^/]+\/login$/);
    const posted = await signIn.request('POST', login, {
      form: { email: 'cook\u0000@example.test', password: 'whatever-1234' },
      headers: { cookie: signIn.jar.headerFor(login) },
    });
    expect(posted.status).toBe(400);

    const signUp = await startAuthorization(t.app, { screenHint: 'signup' });
    const signup = formAction(signUp.page.body);
    expect(signup).toMatch(/^\/oidc\/interaction\/[^/]+\/signup$/);
    const created = await signUp.request('POST', signup, {
      form: { firstName: 'Nul\u0000', lastName: 'Cook', email: 'nul@example.test', password: 'whatever-1234' },
      headers: { cookie: signUp.jar.headerFor(signup) },
    });
    expect(created.status).toBe(400);
    const accounts = await t.app.db.kysely.selectFrom('users').select('email').where('email', '=', 'nul@example.test').execute();
    expect(accounts).toEqual([]);
  });
});
