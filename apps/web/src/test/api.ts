import { vi } from 'vitest';

/** One call a screen made to the API. */
export interface ApiCall {
  method: string;
  /** Path after /api, with its query: '/recipes/public?type=browse&...'. */
  path: string;
  body: unknown;
}

/** A JSON answer; `undefined` or `null` sends no body (a 204 must have none). */
export const json = (body: unknown, status = 200) =>
  new Response(body === undefined || body === null ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An error answer as the server sends it. */
export const failure = (status: number, message: string, code = 'INTERNAL') => json({ code, message }, status);

/** The API answers `answer(call)` (now or later); every call is recorded in order. */
export function stubApi(answer: (call: ApiCall) => Response | Promise<Response>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const call = { method: init.method ?? 'GET', path: `${url.pathname.replace(/^\/api/, '')}${url.search}`, body: init.body ? (JSON.parse(init.body as string) as unknown) : undefined };
      calls.push(call);
      return Promise.resolve(answer(call));
    }),
  );
  return calls;
}

/** A promise the test settles when it wants (an answer that is still on its way). */
export function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => { resolve = r; });
  return { promise, resolve };
}
