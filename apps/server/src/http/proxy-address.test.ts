import type { ErrorBody } from '@sous/contract/errors';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';

/**
 * Behind one trusted proxy the visitor is the address that proxy saw (the right-most
 * X-Forwarded-For entry), never the left-most one, which the visitor writes.
 */
describe('client address behind one trusted proxy (TRUST_PROXY=1)', () => {
  const t = useTestApp({ TRUST_PROXY: '1', RATE_LIMIT_MAX: '3' });
  const viaProxy = (forwardedFor: string, url = '/api/config') =>
    t.app.inject({ method: 'GET', url, remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': forwardedFor } });

  it('keeps the API allowance of a visitor who rotates a forged left-most X-Forwarded-For', async () => {
    for (let i = 0; i < 3; i++) expect((await viaProxy(`192.0.2.${i}, 203.0.113.40`)).statusCode).toBe(200);
    const refused = await viaProxy('192.0.2.200, 203.0.113.40');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorBody>().code).toBe('RATE_LIMITED');
    // Another visitor behind the same proxy has their own allowance.
    expect((await viaProxy('192.0.2.1, 203.0.113.41')).statusCode).toBe(200);
  });

  it('keeps the daily generation allowance of a visitor who rotates the forged address and the cookie', async () => {
    const generate = (spoof: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/recipes/generate',
        payload: { prompt: 'soup', count: 1 },
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `${spoof}, 198.51.100.77` },
      });
    // Each call carries no cookie: a new device every time.
    expect((await generate('192.0.2.10')).statusCode).toBe(202);
    expect((await generate('192.0.2.11')).statusCode).toBe(202);
    expect((await generate('192.0.2.12')).statusCode).toBe(403);
  });

  it('counts the IPv4-mapped and upper-case IPv6 spellings of an address as that address', async () => {
    for (const spelling of ['203.0.113.90', '::ffff:203.0.113.90', '::FFFF:CB00:715A']) {
      expect((await viaProxy(spelling)).statusCode).toBe(200);
    }
    expect((await viaProxy('203.0.113.90')).statusCode).toBe(429);
  });
});

describe('client address with a list of trusted proxies (TRUST_PROXY=10.0.0.2)', () => {
  const t = useTestApp({ TRUST_PROXY: '10.0.0.2', RATE_LIMIT_MAX: '2' });

  it('believes X-Forwarded-For only from a listed proxy', async () => {
    const call = (remoteAddress: string, forwardedFor: string) =>
      t.app.inject({ method: 'GET', url: '/api/config', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
    // Straight from the internet: the forged header is ignored, the socket address counts.
    expect((await call('198.51.100.5', '192.0.2.1')).statusCode).toBe(200);
    expect((await call('198.51.100.5', '192.0.2.2')).statusCode).toBe(200);
    expect((await call('198.51.100.5', '192.0.2.3')).statusCode).toBe(429);
    // Through the listed proxy: the address it forwarded counts.
    expect((await call('10.0.0.2', '198.51.100.6')).statusCode).toBe(200);
  });
});
