import { createHmac } from 'node:crypto';
import type { Db } from '../../platform/db/database';

/**
 * Subjects (token `sub`s) whose account delete-all erased, so a token issued before the erasure
 * cannot bring the account back. Only an HMAC of the subject is stored (keyed with an app secret),
 * so the table never holds a user's id, and a row goes once every such token has expired.
 */
export function createErasedSubjectsRepository(db: Db, hashKey: string) {
  const hashOf = (subject: string) => createHmac('sha256', hashKey).update(subject).digest('base64url');
  return {
    /** Records (or renews) the erasure of `subject` at `erasedAt`, kept until `keepUntil`. */
    async record(subject: string, erasedAt: Date, keepUntil: Date): Promise<void> {
      const times = { erased_at: erasedAt.toISOString(), expires_at: keepUntil.toISOString() };
      await db.kysely
        .insertInto('erased_subjects')
        .values({ subject_hash: hashOf(subject), ...times })
        .onConflict((conflict) => conflict.column('subject_hash').doUpdateSet(times))
        .execute();
    },
    /** When `subject` was erased, unless that record has expired. */
    async erasedAt(subject: string): Promise<Date | undefined> {
      const row = await db.kysely
        .selectFrom('erased_subjects')
        .select('erased_at')
        .where('subject_hash', '=', hashOf(subject))
        .where('expires_at', '>', new Date().toISOString())
        .executeTakeFirst();
      return row && new Date(row.erased_at);
    },
    /** Deletes the records whose tokens have all expired; returns how many went. */
    async purgeExpired(now = new Date()): Promise<number> {
      const result = await db.kysely.deleteFrom('erased_subjects').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type ErasedSubjectsRepository = ReturnType<typeof createErasedSubjectsRepository>;
