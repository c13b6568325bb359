import { ErrorCode } from '@sous/contract/errors';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../platform/db/database';
import { AppError } from './app-error';
import { clientAddressKey } from './client-address';

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  resetAt: Date;
}

export interface RateLimiter {
  /** Counts one hit on `key` and says whether it is within `limit` hits per window. */
  consume(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
}

/**
 * Fixed-window counters kept in the database, so every API process shares them. One upsert per
 * hit: atomic on SQLite and PostgreSQL alike.
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
  };
}

/** Deletes windows that have ended; run by a scheduled job. */
export async function purgeExpiredRateLimits(db: Db): Promise<void> {
  await db.kysely.deleteFrom('rate_limits').where('expires_at', '<', new Date().toISOString()).execute();
}

export interface DefaultRateLimitOptions {
  max: number;
  windowSeconds: number;
  /** Paths that are never limited (the health check, polled by load balancers). */
  exempt: string[];
}

/** The default limit on every API call, per client address. */
export function registerDefaultRateLimit(
  app: FastifyInstance,
  limiter: RateLimiter,
  options: DefaultRateLimitOptions,
): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || options.exempt.includes(path)) return;
    const result = await limiter.consume(`api:${clientAddressKey(request)}`, options.max, options.windowSeconds);
    reply.header('RateLimit-Limit', options.max);
    reply.header('RateLimit-Remaining', result.remaining);
    if (!result.allowed) {
      reply.header('Retry-After', Math.ceil((result.resetAt.getTime() - Date.now()) / 1000));
      throw new AppError(429, ErrorCode.RateLimited, 'Too many requests. Please wait a moment and try again.');
    }
  });
}
