import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Server-state cache defaults from the spec: 5 min garbage collection, 3 retries, 1 s doubling to 30 s. */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRIES = 3;
const RETRY_BASE_MS = 1000;
const RETRY_MAX_MS = 30_000;

/** Delay before retry number `attempt` (0-based): 1 s, 2 s, 4 s ... never more than 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** attempt, RETRY_MAX_MS);
}

/**
 * Retries up to three times, but not answers that cannot change by asking again: a 4xx other than
 * 408 (timeout) and 429 (slow down) means the request itself is wrong or not allowed.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRIES) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return error.status === 408 || error.status === 429;
  }
  return true;
}

/** A fresh QueryClient with the app's defaults (one per app; tests make their own). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: QUERY_GC_TIME_MS, retry: shouldRetry, retryDelay },
    },
  });
}
