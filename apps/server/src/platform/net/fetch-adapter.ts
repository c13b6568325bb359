import type { GuardedFetch } from './guarded-fetch';

/**
 * The guarded client behind the standard `fetch` signature, for SDKs that accept a fetch
 * function (Stripe's `createFetchHttpClient`, OpenAI-style clients), so their calls get the same
 * address checks, caps and timeout. Bodies may be strings, bytes or URLSearchParams; a streamed
 * body is refused rather than sent unchecked.
 */
export function asFetch(guarded: GuardedFetch): typeof fetch {
  return async (input, init = {}) => {
    const request = input instanceof Request ? input : undefined;
    const url = input instanceof Request ? input.url : typeof input === 'string' ? input : input.href;
    const headers = Object.fromEntries(new Headers(init.headers ?? request?.headers).entries());
    const response = await guarded(url, {
      method: init.method ?? request?.method ?? 'GET',
      headers,
      body: await bodyBytes(init.body ?? (request?.body ? await request.arrayBuffer() : undefined)),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) responseHeaders.append(name, one);
    }
    const empty = response.status === 204 || response.status === 304;
    return new Response(empty ? null : new Uint8Array(response.body), { status: response.status, headers: responseHeaders });
  };
}

async function bodyBytes(body: RequestInit['body'] | ArrayBuffer): Promise<string | Buffer | undefined> {
  if (body === null || body === undefined) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  if (body instanceof Blob) return Buffer.from(await body.arrayBuffer());
  throw new TypeError('The guarded fetch sends only string, byte, Blob or URLSearchParams bodies');
}
