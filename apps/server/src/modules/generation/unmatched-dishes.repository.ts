import type { Db } from '../../platform/db/database';

/** Longest dish text kept: a request's dish words, not a whole paragraph. */
const DISH_MAX = 120;

export interface UnmatchedDish {
  dish: string;
  count: number;
  lastAskedAt: string;
}

/** Requests the dish library could not match, counted, so the team sees which dishes to add next. */
export function createUnmatchedDishesRepository(db: Db) {
  return {
    /** Counts one more request for `dish` (one atomic upsert, safe with many workers). */
    async record(dish: string): Promise<void> {
      const key = dish.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, DISH_MAX);
      if (!key) return;
      const now = new Date().toISOString();
      await db.kysely
        .insertInto('unmatched_dishes')
        .values({ dish: key, count: 1, first_asked_at: now, last_asked_at: now })
        .onConflict((oc) => oc.column('dish').doUpdateSet((eb) => ({ count: eb('unmatched_dishes.count', '+', 1), last_asked_at: now })))
        .execute();
    },
    /** The most asked-for unknown dishes first. */
    async list(limit = 100): Promise<UnmatchedDish[]> {
      const rows = await db.kysely
        .selectFrom('unmatched_dishes')
        .select(['dish', 'count', 'last_asked_at'])
        .orderBy('count', 'desc')
        .orderBy('last_asked_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ dish: row.dish, count: row.count, lastAskedAt: row.last_asked_at }));
    },
  };
}

export type UnmatchedDishesRepository = ReturnType<typeof createUnmatchedDishesRepository>;
