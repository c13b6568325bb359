import type { Kysely } from 'kysely';

/**
 * Erased accounts, owned by the user-data module: after delete-all, a still-valid access token of
 * the erased subject must not bring the account back. The subject is kept only as a keyed hash
 * (HMAC with an app secret), so no row holds the user's id, and only until every token issued
 * before the erasure has expired.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('erased_subjects')
    .addColumn('subject_hash', 'text', (c) => c.primaryKey())
    .addColumn('erased_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('erased_subjects_expires').on('erased_subjects').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('erased_subjects').execute();
}
