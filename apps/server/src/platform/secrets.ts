import { randomBytes } from 'node:crypto';
import type { Db } from './db/database';

/**
 * Returns the app's own secret called `name` (a signing key, say), making it on first use.
 * Race-safe across processes: every caller inserts a fresh candidate only if the name is
 * absent, then reads back whichever row won, so all processes agree on one value.
 */
export async function getOrCreateSecret(db: Db, name: string): Promise<string> {
  await db.kysely
    .insertInto('app_secrets')
    .values({ name, value: randomBytes(32).toString('base64url'), created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.kysely
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
