import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

describe('GET /api/health', () => {
  const t = useTestApp();

  it('answers ok when the database is up, with a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
