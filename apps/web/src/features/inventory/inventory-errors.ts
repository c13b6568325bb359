import { ApiError, HTTP_ERROR_CODE } from '../../lib/api-client';

/**
 * What to tell the cook when an inventory call fails: the server's own message when it sent one
 * the cook can act on (a 4xx with a text, or no connection), else the fallback given. A 5xx says
 * nothing useful, so it gets the fallback too.
 */
export function reasonOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code !== HTTP_ERROR_CODE && error.status < 500 && error.message) return error.message;
  return fallback;
}
