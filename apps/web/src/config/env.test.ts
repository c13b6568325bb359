import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPublicConfig } from './env';

/** A local stand-in for `GET /api/config`: answers whatever the test puts in `served`, and counts calls. */
let served: unknown;
let calls = 0;
let server: Server;

const validConfig = {
  publicUrl: 'http://localhost:3000',
  oidc: { issuer: 'http://localhost:3000/oidc', clientId: 'sous-web', audience: 'http://localhost:3000/api' },
  billing: { provider: 'local', monthlyPriceId: 'price_local_monthly', yearlyPriceId: 'price_local_yearly' },
  analytics: null,
};

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url !== '/api/config') return res.writeHead(404).end();
    calls += 1;
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(served));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`http://127.0.0.1:${port}/`);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => { resolve(); })));

describe('run-time configuration', () => {
  it('refuses an answer of the wrong shape, and asks again next time', async () => {
    served = { ...validConfig, oidc: { issuer: 42 } };
    await expect(loadPublicConfig()).rejects.toThrow();
    served = validConfig;
    await expect(loadPublicConfig()).resolves.toEqual(validConfig);
    expect(calls).toBe(2);
  });

  it('is fetched once and shared afterwards', async () => {
    const before = calls;
    const [a, b] = await Promise.all([loadPublicConfig(), loadPublicConfig()]);
    expect(a).toBe(b);
    expect(calls).toBe(before);
  });
});
