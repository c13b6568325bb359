import { ErrorCode } from '@sous/contract/errors';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineJob } from '../platform/jobs/job-definition';
import type { Jobs } from '../platform/jobs/jobs';
import { clientAddressKey } from '../platform/net/client-address';
import type { RateLimiter } from '../platform/rate-limit/rate-limits.repository';
import { AppError } from './app-error';

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
  jobs: Jobs,
  options: DefaultRateLimitOptions,
): void {
  jobs.define(
    defineJob({
      type: 'purge-rate-limits',
      payload: z.unknown(),
      everySeconds: 600,
      maxAttempts: 1,
      handler: () => limiter.purgeExpired(),
    }),
  );
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
