/**
 * The one way the web app talks to the Sous API: JSON over `/api`, with the bearer token attached
 * whenever the auth layer has handed one over, and every failure thrown as an {@link ApiError}.
 */

/** An API failure: the server's `{code, message}` when it sent one, else a generic HTTP error. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra fields of the error body (the generation limit sends its counters here). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Code used when the server's answer carries no code of its own. */
export const HTTP_ERROR_CODE = 'HTTP_ERROR';
/** Code used when the request never got an answer (offline, DNS, aborted connection). */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';

const API_BASE = '/api';
let accessToken: string | null = null;

/** The auth layer calls this whenever its token changes (null after sign-out or a failed refresh). */
export function setAccessToken(token: string | null): void {
  accessToken = token;
}

function isErrorBody(value: unknown): value is { code: string; message: string } & Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body.code === 'string' && typeof body.message === 'string';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Maps a failed response to the error callers see (exported for tests and special callers). */
export async function toApiError(response: Response): Promise<ApiError> {
  const body = await readJson(response);
  if (isErrorBody(body)) {
    const { code, message, ...details } = body;
    return new ApiError(response.status, code, message, details);
  }
  return new ApiError(response.status, HTTP_ERROR_CODE, `HTTP error ${response.status}`);
}

async function request<T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path.startsWith('/') ? path : `/${path}`}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_CODE, 'Could not reach Sous. Check your connection and try again.');
  }
  if (!response.ok) throw await toApiError(response);
  return (await readJson(response)) as T;
}

/** Options a caller may pass; `signal` lets TanStack Query cancel a request it no longer needs. */
export interface RequestOptions {
  signal?: AbortSignal;
}

/** JSON calls against `/api`; paths are the spec's, e.g. `api.get('/user-data')`. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options?.signal),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options?.signal),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options?.signal),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('DELETE', path, body, options?.signal),
};
