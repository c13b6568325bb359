import type { Db } from '../../platform/db/database';

export interface AllowanceResult {
  allowed: boolean;
  /** Generations counted today for the most-used subject, this one included when allowed. */
  used: number;
}

/** The UTC calendar day a generation counts against (spec: counters reset each calendar day). */
export const allowanceDay = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * Daily generation counters, one row per subject ('user:<id>', 'device:<key>', 'ip:<prefix>') and
 * day. Taking one is a single conditional upsert per subject inside a transaction, so 20 parallel
 * requests with one generation left let exactly one through, on SQLite and PostgreSQL alike.
 */
export function createAllowanceRepository(db: Db) {
  return {
    /** Counts one generation against every subject, or against none when any is at `limit`. */
    async take(subjects: string[], limit: number, day = allowanceDay()): Promise<AllowanceResult> {
      return db.kysely.transaction().execute(async (trx) => {
        let used = 0;
        for (const subject of subjects) {
          const row = await trx
            .insertInto('generation_allowances')
            .values({ subject, day, used: 1 })
            .onConflict((oc) =>
              oc
                .columns(['subject', 'day'])
                .doUpdateSet((eb) => ({ used: eb('generation_allowances.used', '+', 1) }))
                .where('generation_allowances.used', '<', limit),
            )
            .returning('used')
            .executeTakeFirst();
          if (!row || row.used > limit) {
            // Undo the subjects already counted: the transaction rolls back with this throw.
            throw new AllowanceExhausted(await usedToday(trx, subjects, day));
          }
          used = Math.max(used, row.used);
        }
        return { allowed: true, used };
      }).catch((error: unknown) => {
        if (error instanceof AllowanceExhausted) return { allowed: false, used: error.used };
        throw error;
      });
    },

    /** Gives back a generation that failed: a failed generation does not use the allowance. */
    async giveBack(subjects: string[], day: string): Promise<void> {
      await db.kysely
        .updateTable('generation_allowances')
        .set((eb) => ({ used: eb('used', '-', 1) }))
        .where('subject', 'in', subjects)
        .where('day', '=', day)
        .where('used', '>', 0)
        .execute();
    },

    /** The days a subject's counters hold, oldest first. */
    async listForSubject(subject: string): Promise<{ day: string; used: number }[]> {
      return db.kysely.selectFrom('generation_allowances').select(['day', 'used']).where('subject', '=', subject).orderBy('day').execute();
    },

    async removeSubject(subject: string): Promise<void> {
      await db.kysely.deleteFrom('generation_allowances').where('subject', '=', subject).execute();
    },

    /** Today's count for the most-used of the subjects. */
    usedToday: (subjects: string[], day = allowanceDay()) => usedToday(db.kysely, subjects, day),
  };
}

export type AllowanceRepository = ReturnType<typeof createAllowanceRepository>;

class AllowanceExhausted extends Error {
  constructor(readonly used: number) {
    super('allowance exhausted');
  }
}

async function usedToday(executor: Db['kysely'], subjects: string[], day: string): Promise<number> {
  if (subjects.length === 0) return 0;
  const rows = await executor
    .selectFrom('generation_allowances')
    .select('used')
    .where('subject', 'in', subjects)
    .where('day', '=', day)
    .execute();
  return rows.reduce((max, row) => Math.max(max, row.used), 0);
}
