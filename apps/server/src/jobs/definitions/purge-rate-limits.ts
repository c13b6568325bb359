import { purgeExpiredRateLimits } from '../../http/rate-limit';
import type { Db } from '../../platform/db/database';
import { defineJob } from '../job-definition';

/** Deletes rate-limit windows that have ended, every 10 minutes. */
export const purgeRateLimitsJob = (db: Db) =>
  defineJob({
    type: 'purge-rate-limits',
    everySeconds: 600,
    maxAttempts: 1,
    handler: () => purgeExpiredRateLimits(db),
  });
