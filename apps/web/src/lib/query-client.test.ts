import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, retryDelay, shouldRetry } from './query-client';
import { defined } from '../test/defined';

describe('query client defaults', () => {
  it('keeps unused data 5 minutes and retries with 1 s doubling to at most 30 s', () => {
    const defaults = defined(createQueryClient().getDefaultOptions().queries, 'query defaults');
    expect(defaults.gcTime).toBe(5 * 60 * 1000);
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries three times at most', () => {
    const serverDown = new ApiError(503, 'HTTP_ERROR', 'HTTP error 503');
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, serverDown))).toEqual([true, true, true, false]);
  });

  it('does not retry answers that asking again cannot change, except timeouts and slow-downs', () => {
    expect(shouldRetry(0, new ApiError(404, 'NOT_FOUND', 'Not found'))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, 'UNAUTHORIZED', 'Sign in'))).toBe(false);
    expect(shouldRetry(0, new ApiError(429, 'RATE_LIMITED', 'Slow down'))).toBe(true);
    expect(shouldRetry(0, new ApiError(0, 'NETWORK_ERROR', 'Offline'))).toBe(true);
  });
});
