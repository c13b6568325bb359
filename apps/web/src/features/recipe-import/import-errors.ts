import { IMPORT_MESSAGES } from '@sous/contract/recipe-import';
import { ApiError } from '../../lib/api-client';

/** The words of a failure a cook may read: the server's message, an upload's, or none. */
export function messageOf(error: unknown): string | undefined {
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}

/** Whether the failure is the server saying no to what was sent (a 4xx with its own words). */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && Boolean(error.message);
}

/** Whether it is an upload or a request that was cancelled. */
export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Why a FAILED import failed, in its status's words or the generic ones. */
export const failedMessage = (statusMessage: string | null | undefined) => statusMessage || IMPORT_MESSAGES.failed.generic;
