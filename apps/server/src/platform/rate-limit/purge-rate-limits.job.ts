import { z } from 'zod';
import type { Db } from '../db/database';
import { defineJob } from '../jobs/job-definition';
import { createRateLimiter } from './rate-limits.repository';

/**
 * Clears ended windows of the database counters the embedded issuer keeps (sign-up allowance,
 * token posts). The API's own limit lives in memory or Redis and needs no purge.
 */
export function purgeRateLimitsJob(db: Db) {
  const limiter = createRateLimiter(db);
  return defineJob({
    type: 'purge-rate-limits',
    payload: z.unknown(),
    everySeconds: 600,
    maxAttempts: 1,
    handler: () => limiter.purgeExpired(),
  });
}
