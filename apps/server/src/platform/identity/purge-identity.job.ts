import { z } from 'zod';
import type { Db } from '../db/database';
import { defineJob } from '../jobs/job-definition';
import { purgeExpiredOidcModels } from './oidc-models.repository';
import { createSignInThrottle } from './sign-in-failures.repository';

/**
 * Deletes what the embedded issuer no longer needs: expired oidc-provider records (sessions,
 * interactions, codes, grants, refresh tokens) and failed sign-ins older than the throttle window.
 * Expired records are already ignored when read; this only keeps the tables small.
 */
export async function purgeExpiredIdentityRecords(db: Db): Promise<void> {
  await purgeExpiredOidcModels(db);
  await createSignInThrottle(db).purge();
}

/** Hourly purge of expired identity records; the embedded issuer defines it when it mounts. */
export const purgeIdentityJob = (db: Db) =>
  defineJob({
    type: 'purge-identity',
    payload: z.unknown(),
    everySeconds: 3600,
    maxAttempts: 1,
    handler: () => purgeExpiredIdentityRecords(db),
  });
