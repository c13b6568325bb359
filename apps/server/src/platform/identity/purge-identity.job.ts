import { defineJob } from '../../jobs/job-definition';
import type { Db } from '../db/database';
import { createSignInThrottle } from './sign-in-throttle';

/**
 * Deletes what the embedded issuer no longer needs: expired oidc-provider records (sessions,
 * interactions, codes, grants, refresh tokens) and failed sign-ins older than the throttle window.
 * Expired records are already ignored when read; this only keeps the tables small.
 */
export async function purgeExpiredIdentityRecords(db: Db): Promise<void> {
  await db.kysely.deleteFrom('oidc_models').where('expires_at', '<', new Date().toISOString()).execute();
  await createSignInThrottle(db).purge();
}

/** Hourly purge of expired identity records (list it in jobs/registry.ts). */
export const purgeIdentityJob = (db: Db) =>
  defineJob({
    type: 'purge-identity',
    everySeconds: 3600,
    maxAttempts: 1,
    handler: () => purgeExpiredIdentityRecords(db),
  });
