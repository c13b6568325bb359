import { ErrorCode } from '@sous/contract/errors';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/** True when `value` holds a NUL character in any string, key or nested value. */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  // Raw bodies (uploads) are bytes, not text: only parsed objects are searched.
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
}

/**
 * No text Sous accepts contains NUL, and PostgreSQL cannot store it: a body, route param or
 * query string carrying one answers 400 before validation, on every route (API and sign-in forms).
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const found = containsNul(request.params) || containsNul(request.query) || containsNul(request.body);
    done(found ? new AppError(400, ErrorCode.ValidationFailed, 'The request contains a NUL character') : undefined);
  });
}
