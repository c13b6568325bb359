import type { Db } from '../../platform/db/database';

/**
 * A user's share of `rate_limits`: the quotas counted per account (photo uploads per 10 minutes,
 * under 'recipe-media-uploads:<user id>'). By convention a per-account counter's key ends with
 * ':<user id>'; the other counters are per client address. The table is the platform's, so the
 * user-data module adds this part itself, as it does the sign-in part.
 */
export function createUsageCountersRepository(db: Db) {
  const k = db.kysely;
  /** The user's counters; the LIKE only narrows, the suffix is then compared exactly (ids may hold '_'). */
  const rowsOf = async (userId: string) => {
    const suffix = `:${userId}`;
    const rows = await k.selectFrom('rate_limits').selectAll().where('key', 'like', `%${suffix}`).orderBy('window_start').execute();
    return rows.filter((row) => row.key.endsWith(suffix)).map((row) => ({ ...row, counter: row.key.slice(0, -suffix.length) }));
  };
  return {
    tables: ['rate_limits'],

    async export(userId: string) {
      return (await rowsOf(userId)).map((row) => ({ counter: row.counter, count: row.count, windowStart: row.window_start, resetAt: row.expires_at }));
    },

    async erase(userId: string): Promise<void> {
      const keys = [...new Set((await rowsOf(userId)).map((row) => row.key))];
      if (keys.length > 0) await k.deleteFrom('rate_limits').where('key', 'in', keys).execute();
    },
  };
}
