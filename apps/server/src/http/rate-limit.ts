import fastifyRateLimit from '@fastify/rate-limit';
import { ErrorCode } from '@sous/contract/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientAddressKey } from '../platform/net/client-address';
import { openRateLimitRedis } from '../platform/rate-limit/rate-limit-redis';
import { AppError } from './app-error';

export interface ApiRateLimitOptions {
  max: number;
  windowSeconds: number;
  /** Routes that are never limited (the health check, polled by load balancers). */
  exempt: string[];
  /** Share the counters through Redis (several API processes); in memory otherwise. */
  redisUrl?: string;
}

/**
 * The default limit on every API call, per client address, counted by @fastify/rate-limit in
 * memory or in Redis (never in the database: a read costs no write). It is attached to the route
 * that matched, so `/%61pi/config` counts as `/api/config`. Sign-in, sign-up, uploads and
 * generation keep their own stricter limits on top of it.
 */
export async function registerApiRateLimit(app: FastifyInstance, options: ApiRateLimitOptions): Promise<void> {
  const redis = options.redisUrl ? openRateLimitRedis(options.redisUrl) : undefined;
  if (redis) {
    redis.on('error', (error: Error) => {
      app.log.warn({ err: error }, 'rate-limit Redis unavailable; requests pass unlimited meanwhile');
    });
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }
  const isLimited = (request: FastifyRequest) => {
    const route = request.routeOptions.url;
    return route !== undefined && route.startsWith('/api/') && !options.exempt.includes(route);
  };
  await app.register(fastifyRateLimit, {
    max: options.max,
    timeWindow: options.windowSeconds * 1000,
    keyGenerator: (request) => `api:${clientAddressKey(request)}`,
    allowList: (request) => !isLimited(request),
    // The in-memory store keeps this many addresses (least recently seen are dropped first).
    cache: 50_000,
    redis,
    nameSpace: 'sous:rate-limit:',
    skipOnError: true,
    enableDraftSpec: true,
    errorResponseBuilder: () => new AppError(429, ErrorCode.RateLimited, 'Too many requests. Please wait a moment and try again.'),
  });
}
