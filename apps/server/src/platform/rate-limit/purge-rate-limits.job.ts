import { z } from 'zod';
import type { Db } from '../db/database';
import { defineJob } from '../jobs/job-definition';
import { createRateLimiter } from './rate-limits.repository';

/**
 * Clears ended windows of the database counters (the embedded issuer's sign-up allowance, which
 * defines this job). Rate limits kept by @fastify/rate-limit live in memory or Redis and need no purge.
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
