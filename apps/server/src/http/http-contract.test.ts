import type { ErrorBody } from '@sous/contract/errors';
import type { PublicConfig } from '@sous/contract/public-config';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { testConfig } from '../test/test-app';

/**
 * The HTTP contract every route inherits from app.ts: error shape, body limits, headers, rate
 * limit, the SPA fallback. Two probe routes are added to the real app so the app-wide parsers and
 * error handler can be exercised before feature routes exist.
 */
describe('HTTP contract', () => {
  let app: App;
  let database: TestDatabase;
  let webDist: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    webDist = mkdtempSync(path.join(os.tmpdir(), 'sous-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Sous</title><div id="root"></div>');
    app = await buildApp({ config: testConfig(database, { WEB_DIST_DIR: webDist }) });
    app.post('/api/probe/echo', (request) => ({ received: request.body }));
    app.get('/api/probe/crash', () => {
      throw new Error('database password is hunter2');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers an unknown /api path with a JSON 404 and a code', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/no-such-thing?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: `No route for ${method} /api/no-such-thing` });
    }
  });

  it('never answers a server path with the SPA page', async () => {
    for (const url of ['/api', '/uploads/x', '/media/']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorBody>().code).toBe('NOT_FOUND');
    }
  });

  it('answers a URL with broken percent-encoding with 400 and the error shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/%c0%ae%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'The request URL is not valid' });
  });

  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "soup",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'MALFORMED_JSON', message: 'The request body is not valid JSON' });
  });

  it('answers a body over 1 MB with 413 PAYLOAD_TOO_LARGE', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(1024 * 1024) });
    const res = await app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: big,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json<ErrorBody>().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('accepts a body just under 1 MB', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(1000 * 1000) }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ received: { text: string } }>().received.text).toHaveLength(1000 * 1000);
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json<ErrorBody>().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('hides the internals of a server error', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/probe/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'Something went wrong. Please try again.' });
    expect(res.body).not.toContain('hunter2');
  });

  it('sends the security headers on API answers and pages', async () => {
    for (const url of ['/api/health', '/recipes']) {
      const res = await app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
      expect(scriptSrc?.trim()).toBe(`script-src 'self'`);
      expect(csp).toContain(`frame-ancestors 'none'`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('serves the SPA for each of its pages (history fallback), revalidated each time', async () => {
    for (const url of ['/', '/recipes/0190-abc', '/legal?tab=privacy', '/Saved-Recipes/']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers an unknown page with the SPA and 404, so it shows Page Not Found', async () => {
    for (const url of ['/no/such/page', '/no-such-page?x=1', '/recipes/0190-abc/extra']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('marks the social landing pages noindex, nofollow for crawlers that skip scripts', async () => {
    for (const url of ['/tiktok', '/x', '/instagram']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.headers['x-robots-tag']).toBeUndefined();
  });

  it('publishes the OpenAPI document and the browsable docs', async () => {
    const doc = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const { paths } = doc.json<{ paths: object }>();
    expect(paths).toHaveProperty('/api/health');
    expect(paths).toHaveProperty('/api/config');
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });

  it('tells the SPA its runtime configuration without secrets', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    const body = res.json<PublicConfig>();
    expect(body.oidc).toEqual({
      issuer: 'http://localhost:3000/oidc',
      clientId: 'sous-web',
      audience: 'http://localhost:3000/api',
    });
    expect(JSON.stringify(body)).not.toMatch(/secret|sk_/i);
  });
});

describe('default rate limit', () => {
  let app: App;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ config: testConfig(database, { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '60' }) });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('refuses the call over the limit with 429 and Retry-After, per client address', async () => {
    const call = (ip: string) => app.inject({ method: 'GET', url: '/api/config', remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await call('203.0.113.7')).statusCode).toBe(200);
    const refused = await call('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorBody>().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('198.51.100.9')).statusCode).toBe(200);
  });

  it('counts addresses in one IPv6 /64 together', async () => {
    const call = (ip: string) => app.inject({ method: 'GET', url: '/api/config', remoteAddress: ip });
    for (let i = 1; i <= 3; i++) expect((await call(`2001:db8:1:2::${i}`)).statusCode).toBe(200);
    expect((await call('2001:db8:1:2:ffff::9')).statusCode).toBe(429);
  });

  it('limits the route that matched, however its path is spelled', async () => {
    const call = (url: string) => app.inject({ method: 'GET', url, remoteAddress: '203.0.113.30' });
    for (const url of ['/%61pi/config', '/%61%70%69/config', '/api/%63onfig']) expect((await call(url)).statusCode).toBe(200);
    expect((await call('/%61pi/config')).statusCode).toBe(429);
    expect((await call('/api/config')).statusCode).toBe(429);
  });

  it('counts calls without writing to the database', async () => {
    for (let i = 0; i < 2; i++) await app.inject({ method: 'GET', url: '/api/config', remoteAddress: '203.0.113.31' });
    const rows = await app.db.kysely.selectFrom('rate_limits').select('key').execute();
    expect(rows).toEqual([]);
  });

  it('never limits the health check', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '192.0.2.1' })).statusCode).toBe(200);
    }
  });
});
