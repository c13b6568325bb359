import { ErrorCode } from '@sous/contract/errors';
import { ApiError, HTTP_ERROR_CODE, NETWORK_ERROR_CODE } from '../../lib/api-client';
import { recipeMediaStrings as s } from './strings';

/** What to do about a failed media call: ask for a screen name (spec 2 §8), or say a text. */
export type MediaFailure = { kind: 'screenName' } | { kind: 'message'; message: string };

/** The server's own message when it sent one for a refused request (never for a fault or no answer). */
function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status < 400 || error.status >= 500 || error.code === HTTP_ERROR_CODE || error.code === NETWORK_ERROR_CODE) return null;
  return error.message || null;
}

const isScreenNameRequired = (error: unknown) => error instanceof ApiError && error.code === ErrorCode.ScreenNameRequired;

/** Presign (spec 2 §8): SCREEN_NAME_REQUIRED, 429, else the server's message or 'Failed to get upload URL'. */
export function presignFailure(error: unknown): MediaFailure {
  if (isScreenNameRequired(error)) return { kind: 'screenName' };
  if (error instanceof ApiError && error.status === 429) return { kind: 'message', message: s.tooManyUploads };
  return { kind: 'message', message: serverMessage(error) ?? s.presignFailed };
}

/** Attach TikTok (spec 2 §8): SCREEN_NAME_REQUIRED, 409, else the server's message or 'Failed to attach TikTok video'. */
export function attachFailure(error: unknown): MediaFailure {
  if (isScreenNameRequired(error)) return { kind: 'screenName' };
  if (error instanceof ApiError && error.status === 409) return { kind: 'message', message: s.tiktokDuplicate };
  return { kind: 'message', message: serverMessage(error) ?? s.attachFailed };
}

/** Any other media call: the server's message, else the spec's fallback for it. */
export function failureMessage(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}
