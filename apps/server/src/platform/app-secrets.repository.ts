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

/** The secret called `name`, if it exists. */
export async function readSecret(db: Db, name: string): Promise<string | undefined> {
  const row = await db.kysely.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirst();
  return row?.value;
}

/** Stores `value` under `name` unless a secret of that name exists (the first writer wins). */
export async function insertSecretIfAbsent(db: Db, name: string, value: string): Promise<void> {
  await db.kysely
    .insertInto('app_secrets')
    .values({ name, value, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
}

/** Replaces a secret only if it still holds `expected`; false when someone changed it meanwhile. */
export async function replaceSecret(db: Db, name: string, expected: string, next: string): Promise<boolean> {
  const updated = await db.kysely
    .updateTable('app_secrets')
    .set({ value: next })
    .where('name', '=', name)
    .where('value', '=', expected)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
