import type { Db } from '../db/database';

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  resetAt: Date;
}

export interface RateLimiter {
  purgeExpired(): Promise<void>;
  /** Counts one hit on `key` and says whether it is within `limit` hits per window. */
  consume(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
}

/**
 * Fixed-window counters kept in the database, for business quotas that must be exact (sign-ups
 * per address and hour): every API process shares them, with or without Redis, and a restart does
 * not reset them. Plain request rate limits use @fastify/rate-limit (`app.createRateLimit`) instead.
 * One upsert per hit: atomic on SQLite and PostgreSQL alike.
 */
export function createRateLimiter(db: Db): RateLimiter {
  return {
    async consume(key, limit, windowSeconds) {
      const windowMs = windowSeconds * 1000;
      const start = Math.floor(Date.now() / windowMs) * windowMs;
      const resetAt = new Date(start + windowMs);
      const row = await db.kysely
        .insertInto('rate_limits')
        .values({ key, window_start: new Date(start).toISOString(), count: 1, expires_at: resetAt.toISOString() })
        .onConflict((oc) =>
          oc.columns(['key', 'window_start']).doUpdateSet((eb) => ({ count: eb('rate_limits.count', '+', 1) })),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      return { allowed: row.count <= limit, remaining: Math.max(0, limit - row.count), resetAt };
    },
    /** Deletes windows that have ended; run by a scheduled job. */
    async purgeExpired(): Promise<void> {
      await db.kysely.deleteFrom('rate_limits').where('expires_at', '<', new Date().toISOString()).execute();
    },
  };
}


