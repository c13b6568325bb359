import { ApiError, HTTP_ERROR_CODE } from '../../lib/api-client';

/**
 * What to tell the cook when a grocery call fails (spec 3 §8): the server's own message when it
 * sent one the cook can act on (a 4xx with a text, or no connection), else the spec's fallback.
 * A 5xx says nothing useful, so it gets the fallback too.
 */
export function reasonOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code !== HTTP_ERROR_CODE && error.status < 500 && error.message) return error.message;
  return fallback;
}

/** Whether the error is the server saying the thing asked for does not exist (or is not the caller's). */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
