import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, ApiError, HTTP_ERROR_CODE, NETWORK_ERROR_CODE, setAccessToken } from './api-client';
import { defined } from '../test/defined';

/** A local stand-in for the Sous API: each test says how to answer, and sees what arrived. */
let answer: (req: IncomingMessage, body: string) => { status: number; body?: string; type?: string };
let received: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string } | undefined;
let server: Server;

/** Moves the test page to another address (a happy-dom extension of window). */
const setPageUrl = (url: string) => { (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url); };
let origin: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received = { method: req.method, url: req.url, headers: req.headers, body };
      const reply = answer(req, body);
      res.writeHead(reply.status, reply.body ? { 'Content-Type': reply.type ?? 'application/json' } : {});
      res.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The page lives on the stub's origin, as the SPA lives on the API's.
  setPageUrl(`${origin}/recipes`);
});

afterEach(() => { setAccessToken(null); });
afterAll(() => new Promise<void>((resolve) => server.close(() => { resolve(); })));

const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
};

describe('api client', () => {
  it('calls /api paths with JSON and returns the parsed answer', async () => {
    answer = () => ({ status: 200, body: JSON.stringify({ ok: true, items: [1, 2] }) });
    const result = await api.post<{ ok: boolean; items: number[] }>('/recipes', { name: 'Soup' });
    expect(result).toEqual({ ok: true, items: [1, 2] });
    expect(received?.method).toBe('POST');
    expect(received?.url).toBe('/api/recipes');
    expect(received?.headers['content-type']).toContain('application/json');
    expect(JSON.parse(defined(received, 'request').body)).toEqual({ name: 'Soup' });
  });

  it('attaches the bearer token once one is set, and drops it when cleared', async () => {
    answer = () => ({ status: 204 });
    await api.get('/user-data');
    expect(received?.headers.authorization).toBeUndefined();

    setAccessToken('token-123');
    await api.put('/user-data', { profile: { firstName: 'Ada' } });
    expect(received?.headers.authorization).toBe('Bearer token-123');

    setAccessToken(null);
    await api.delete('/user-data/delete-all');
    expect(received?.headers.authorization).toBeUndefined();
  });

  it('returns undefined for an empty answer', async () => {
    answer = () => ({ status: 204 });
    await expect(api.delete('/recipes/1')).resolves.toBeUndefined();
  });

  it("throws the server's code and message", async () => {
    answer = () => ({ status: 409, body: JSON.stringify({ code: 'SCREEN_NAME_TAKEN', message: 'Screen name is already taken' }) });
    const error = await failure(api.put('/user-data', { operation: 'setScreenName', screenName: 'taken' }));
    expect(error.status).toBe(409);
    expect(error.code).toBe('SCREEN_NAME_TAKEN');
    expect(error.message).toBe('Screen name is already taken');
  });

  it('keeps extra fields of an error body as details', async () => {
    answer = () => ({
      status: 429,
      body: JSON.stringify({ code: 'DAILY_LIMIT_REACHED', message: 'Daily limit reached', remaining: 0, limit: 2 }),
    });
    const error = await failure(api.post('/generate', {}));
    expect(error.details).toEqual({ remaining: 0, limit: 2 });
  });

  it("falls back to 'HTTP error {status}' when the body is not the error shape", async () => {
    answer = () => ({ status: 502, body: '<html>Bad gateway</html>', type: 'text/html' });
    const error = await failure(api.get('/user-data'));
    expect(error.status).toBe(502);
    expect(error.code).toBe(HTTP_ERROR_CODE);
    expect(error.message).toBe('HTTP error 502');
  });

  it("uses the fallback for JSON without a code and for an empty error", async () => {
    answer = () => ({ status: 500, body: JSON.stringify({ error: 'boom' }) });
    expect((await failure(api.get('/x'))).message).toBe('HTTP error 500');
    answer = () => ({ status: 404 });
    expect((await failure(api.get('/x'))).message).toBe('HTTP error 404');
  });

  it('reports a server that cannot be reached as a network error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => { resolve(); }));
    setPageUrl(`http://127.0.0.1:${port}/`);
    try {
      const error = await failure(api.get('/user-data'));
      expect(error.status).toBe(0);
      expect(error.code).toBe(NETWORK_ERROR_CODE);
    } finally {
      setPageUrl(`${origin}/recipes`);
    }
  });
});
