import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env';
import { useCleanup } from '../../test/cleanup';
import { must } from '../../test/must';
import { asFetch } from './fetch-adapter';
import { createGuardedFetch, guardedFetch, type GuardedFetchOptions, type HostResolver } from './guarded-fetch';
import {
  OutboundBlockedError,
  OutboundNetworkError,
  OutboundRedirectError,
  OutboundTimeoutError,
  OutboundTooLargeError,
} from './outbound-errors';

interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A local HTTP server on 127.0.0.1 that records what reaches it. */
async function startServer(handler: (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void) {
  const seen: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: must(req.method, 'a method'), url: must(req.url, 'a URL'), headers: req.headers, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    seen,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };
}

type TestServer = Awaited<ReturnType<typeof startServer>>;

const base: GuardedFetchOptions = { timeoutMs: 2000, maxBytes: 1024, allowLoopback: true };

describe('guardedFetch', () => {
  let target: TestServer;
  let other: TestServer;
  const cleanUp = useCleanup();

  beforeAll(async () => {
    target = await startServer((req, res, body) => {
      const url = new URL(must(req.url, 'a URL'), 'http://x');
      const hops = Number(url.searchParams.get('hops') ?? 0);
      switch (url.pathname) {
        case '/hello':
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ hello: 'world', host: req.headers.host }));
          return;
        case '/echo':
          res.end(`${req.method} ${body}`);
          return;
        case '/chain':
          if (hops > 0) {
            res.writeHead(302, { location: `/chain?hops=${hops - 1}` }).end();
          } else res.end('arrived');
          return;
        case '/to':
          res.writeHead(Number(url.searchParams.get('status') ?? 302), { location: must(url.searchParams.get('location'), 'a location parameter') }).end();
          return;
        case '/declared-big':
          res.writeHead(200, { 'content-length': '5000' }).end('x'.repeat(5000));
          return;
        case '/exact':
          res.end('y'.repeat(1024));
          return;
        case '/streamed-big': {
          // Chunked, no Content-Length: only counting can catch it. The stream would go on for long.
          let sent = 0;
          const timer = setInterval(() => {
            if (res.destroyed || sent > 1_000_000) {
              clearInterval(timer);
              res.end();
              return;
            }
            res.write('z'.repeat(512));
            sent += 512;
          }, 1);
          return;
        }
        case '/silent':
          return; // never answers
        case '/drip': {
          res.writeHead(200, { 'content-type': 'text/plain' });
          const timer = setInterval(() => {
            if (res.destroyed) clearInterval(timer);
            else res.write('.');
          }, 50);
          return;
        }
        default:
          res.writeHead(404).end('no');
      }
    });
    cleanUp(() => target.close());
    other = await startServer((req, res) => res.end(JSON.stringify({ authorization: req.headers.authorization ?? null })));
    cleanUp(() => other.close());
  });

  it('fetches from an allowed loopback server: status, headers, JSON', async () => {
    const res = await guardedFetch(`${target.origin}/hello`, base);
    expect(res.status).toBe(200);
    expect(res.ok).toBe(true);
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.json()).toEqual({ hello: 'world', host: `127.0.0.1:${target.port}` });
    expect(res.url).toBe(`${target.origin}/hello`);
  });

  it('sends a method and a body', async () => {
    const res = await guardedFetch(`${target.origin}/echo`, {
      ...base,
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'bonjour',
    });
    expect(res.text()).toBe('POST bonjour');
  });

  describe('redirects', () => {
    it('follows up to 5 redirects and reports the final URL', async () => {
      const res = await guardedFetch(`${target.origin}/chain?hops=5`, base);
      expect(res.text()).toBe('arrived');
      expect(res.url).toBe(`${target.origin}/chain?hops=0`);
    });

    it('gives up after the fifth with OutboundRedirectError', async () => {
      const before = target.seen.length;
      await expect(guardedFetch(`${target.origin}/chain?hops=6`, base)).rejects.toBeInstanceOf(OutboundRedirectError);
      expect(target.seen.length - before).toBe(6); // the first request and 5 followed hops
      await expect(guardedFetch(`${target.origin}/chain?hops=2`, { ...base, maxRedirects: 1 })).rejects.toThrow(/More than 1 redirects/);
    });

    it('re-checks every hop: a redirect to a refused address or scheme is blocked before connecting', async () => {
      for (const location of [
        'http://169.254.169.254/latest/meta-data/',
        'http://10.0.0.1/',
        'http://[fd00::1]/',
        'file:///etc/passwd',
        'ftp://127.0.0.1/',
        'http://user:pw@127.0.0.1/',
      ]) {
        const url = `${target.origin}/to?location=${encodeURIComponent(location)}`;
        await expect(guardedFetch(url, base), location).rejects.toBeInstanceOf(OutboundBlockedError);
      }
      // Loopback not allowed: a public-looking first hop cannot bounce to loopback either.
      const lookup: HostResolver = () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
      const bounce = `http://public.example:${target.port}/to?location=${encodeURIComponent('http://127.0.0.1/')}`;
      await expect(guardedFetch(bounce, { ...base, allowLoopback: false, lookup })).rejects.toBeInstanceOf(OutboundBlockedError);
    });

    it('re-checks the allow-list on every hop', async () => {
      const lookup: HostResolver = () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
      const start = `http://api.allowed.test:${target.port}`;
      const ok = await guardedFetch(`${start}/hello`, { ...base, lookup, allowHosts: ['api.allowed.test'] });
      expect(ok.json()).toMatchObject({ host: `api.allowed.test:${target.port}` });
      const away = `${start}/to?location=${encodeURIComponent(`http://evil.test:${target.port}/hello`)}`;
      await expect(guardedFetch(away, { ...base, lookup, allowHosts: ['api.allowed.test'] })).rejects.toThrow(
        /evil\.test is not an allowed host/,
      );
      const wildcard = await guardedFetch(`http://www.tiktok.test:${target.port}/hello`, { ...base, lookup, allowHosts: ['*.tiktok.test'] });
      expect(wildcard.status).toBe(200);
      await expect(
        guardedFetch(`http://tiktok.test.evil:${target.port}/hello`, { ...base, lookup, allowHosts: ['*.tiktok.test'] }),
      ).rejects.toBeInstanceOf(OutboundBlockedError);
    });

    it('turns a POST into a GET after 303 and drops credentials on a cross-origin hop', async () => {
      const see = `${target.origin}/to?status=303&location=${encodeURIComponent('/echo')}`;
      const res = await guardedFetch(see, { ...base, method: 'POST', body: 'payload', headers: { 'content-type': 'text/plain' } });
      expect(res.text()).toBe('GET ');

      const sameOrigin = `${target.origin}/to?status=307&location=${encodeURIComponent('/echo')}`;
      expect((await guardedFetch(sameOrigin, { ...base, method: 'POST', body: 'kept' })).text()).toBe('POST kept');

      const cross = `${target.origin}/to?location=${encodeURIComponent(`${other.origin}/`)}`;
      const crossed = await guardedFetch(cross, { ...base, headers: { Authorization: 'Bearer secret' } });
      expect(crossed.json()).toEqual({ authorization: null });
      const direct = await guardedFetch(`${other.origin}/`, { ...base, headers: { Authorization: 'Bearer secret' } });
      expect(direct.json()).toEqual({ authorization: 'Bearer secret' });
    });
  });

  describe('caps and timeouts', () => {
    it('refuses a declared Content-Length over the cap', async () => {
      await expect(guardedFetch(`${target.origin}/declared-big`, base)).rejects.toBeInstanceOf(OutboundTooLargeError);
    });

    it('aborts a streamed body once it passes the cap', async () => {
      const started = Date.now();
      const error = await guardedFetch(`${target.origin}/streamed-big`, base).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(OutboundTooLargeError);
      expect((error as OutboundTooLargeError).maxBytes).toBe(1024);
      expect(Date.now() - started).toBeLessThan(1500);
    });

    it('accepts a body of exactly the cap', async () => {
      expect((await guardedFetch(`${target.origin}/exact`, base)).body.length).toBe(1024);
    });

    it('times out a server that never answers', async () => {
      const started = Date.now();
      await expect(guardedFetch(`${target.origin}/silent`, { ...base, timeoutMs: 300 })).rejects.toBeInstanceOf(OutboundTimeoutError);
      expect(Date.now() - started).toBeLessThan(1500);
    });

    it('times out the whole exchange, body included (a slow drip is not progress)', async () => {
      const started = Date.now();
      await expect(
        guardedFetch(`${target.origin}/drip`, { ...base, timeoutMs: 400, maxBytes: 1_000_000 }),
      ).rejects.toBeInstanceOf(OutboundTimeoutError);
      expect(Date.now() - started).toBeLessThan(1500);
    });

    it('takes its defaults from the configuration', async () => {
      const configured = createGuardedFetch(
        loadConfig({ OUTBOUND_ALLOW_LOOPBACK: 'true', OUTBOUND_MAX_BYTES: '100', OUTBOUND_TIMEOUT_MS: '2000' }),
      );
      expect((await configured(`${target.origin}/hello`)).status).toBe(200);
      await expect(configured(`${target.origin}/exact`)).rejects.toBeInstanceOf(OutboundTooLargeError);
      const closed = createGuardedFetch(loadConfig({}));
      await expect(closed(`${target.origin}/hello`)).rejects.toBeInstanceOf(OutboundBlockedError);
    });
  });

  describe('as a fetch function for SDKs', () => {
    it('sends form bodies and Headers, and answers a standard Response', async () => {
      const sdkFetch = asFetch(createGuardedFetch(loadConfig({ OUTBOUND_ALLOW_LOOPBACK: 'true' })));
      const res = await sdkFetch(`${target.origin}/echo`, {
        method: 'POST',
        headers: new Headers({ 'content-type': 'application/x-www-form-urlencoded' }),
        body: new URLSearchParams({ amount: '500', currency: 'usd' }),
      });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('POST amount=500&currency=usd');
      const json = await sdkFetch(new Request(`${target.origin}/hello`));
      expect(json.headers.get('content-type')).toBe('application/json');
      expect(await json.json()).toMatchObject({ hello: 'world' });
    });

    it('keeps the guard: refused addresses reject as they do for guardedFetch', async () => {
      const sdkFetch = asFetch(createGuardedFetch(loadConfig({})));
      await expect(sdkFetch(`${target.origin}/hello`)).rejects.toBeInstanceOf(OutboundBlockedError);
      await expect(sdkFetch('http://169.254.169.254/')).rejects.toBeInstanceOf(OutboundBlockedError);
    });
  });

  describe('refused targets (loopback not allowed)', () => {
    const strict: GuardedFetchOptions = { timeoutMs: 2000, maxBytes: 1024 };

    it('refuses loopback, private, metadata and their numeric and IPv6 spellings without connecting', async () => {
      const port = target.port;
      const urls = [
        `http://127.0.0.1:${port}/hello`,
        `http://localhost:${port}/hello`,
        `http://[::1]:${port}/hello`,
        `http://[::ffff:127.0.0.1]:${port}/hello`,
        `http://[::ffff:7f00:1]:${port}/hello`,
        `http://0.0.0.0:${port}/hello`,
        `http://0:${port}/hello`,
        `http://127.1:${port}/hello`,
        `http://2130706433:${port}/hello`,
        `http://0x7f000001:${port}/hello`,
        `http://0177.0.0.1:${port}/hello`,
        `http://0x7f.1:${port}/hello`,
        'http://169.254.169.254/latest/meta-data/iam/',
        'http://[::ffff:169.254.169.254]/',
        'http://[fe80::1]/',
        'http://[fc00::1]/',
        'http://10.0.0.1/',
        'http://172.16.0.1/',
        'http://192.168.0.1/',
        'http://100.64.0.1/',
        'http://224.0.0.1/',
        'http://255.255.255.255/',
        'http://[::]/',
      ];
      const before = target.seen.length;
      for (const url of urls) {
        await expect(guardedFetch(url, strict), url).rejects.toBeInstanceOf(OutboundBlockedError);
      }
      expect(target.seen.length).toBe(before);
    });

    it('keeps other private ranges closed even when loopback is allowed', async () => {
      for (const url of ['http://10.0.0.1/', 'http://169.254.169.254/', 'http://[fd00::1]/', 'http://192.168.1.1/']) {
        await expect(guardedFetch(url, base), url).rejects.toBeInstanceOf(OutboundBlockedError);
      }
    });

    it('refuses a host name whose DNS answer is private, even one address among several', async () => {
      const toPrivate: HostResolver = () => Promise.resolve([{ address: '10.0.0.1', family: 4 }]);
      await expect(guardedFetch('http://internal.example/', { ...strict, lookup: toPrivate })).rejects.toThrow(
        /internal\.example leads to a private address/,
      );
      const mixed: HostResolver = () =>
        Promise.resolve([
          { address: '93.184.216.34', family: 4 },
          { address: '169.254.169.254', family: 4 },
        ]);
      await expect(guardedFetch('http://mixed.example/', { ...strict, lookup: mixed })).rejects.toBeInstanceOf(OutboundBlockedError);
      const mappedV6: HostResolver = () => Promise.resolve([{ address: '::ffff:127.0.0.1', family: 6 }]);
      await expect(guardedFetch('http://v6.example/', { ...strict, lookup: mappedV6 })).rejects.toBeInstanceOf(OutboundBlockedError);
    });

    it('connects to the address it checked: a second, rebound answer is never asked for', async () => {
      let calls = 0;
      // First answer: loopback (allowed in this test); any later answer would be a private address.
      const rebinding: HostResolver = () =>
        Promise.resolve(calls++ === 0 ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '10.0.0.1', family: 4 }]);
      const res = await guardedFetch(`http://rebind.test:${target.port}/hello`, { ...base, lookup: rebinding });
      expect(res.json()).toEqual({ hello: 'world', host: `rebind.test:${target.port}` });
      expect(calls).toBe(1);
    });

    it('refuses other schemes and credentials in the URL', async () => {
      for (const url of ['file:///etc/passwd', 'ftp://example.com/', 'gopher://example.com/', 'data:text/plain,hi', 'not a url']) {
        await expect(guardedFetch(url, base), url).rejects.toBeInstanceOf(OutboundBlockedError);
      }
      await expect(guardedFetch(`http://user:secret@127.0.0.1:${target.port}/hello`, base)).rejects.toThrow(/Credentials/);
    });

    it('reports an unresolvable host as a network error', async () => {
      const none: HostResolver = () => Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }));
      await expect(guardedFetch('http://nowhere.invalid/', { ...strict, lookup: none })).rejects.toBeInstanceOf(OutboundNetworkError);
    });
  });
});
