import { ApiError } from '../../lib/api-client';
import { accountStrings as s } from './strings';

/** What a failed screen-name save shows: 409 is taken, 400 the server's reason (spec 1 §5). */
export function screenNameErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return s.screenNameTaken;
  if (error instanceof ApiError && error.status === 400) return error.message || s.screenNameInvalid;
  return s.screenNameInvalid;
}
