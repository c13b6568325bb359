import { Redis } from 'ioredis';

/**
 * The Redis connection the API processes share their rate-limit counters through. A counter
 * call that Redis cannot answer within a second fails fast (the limiter then lets the request
 * through) rather than holding every request while Redis is away.
 */
export function openRateLimitRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000, connectionName: 'sous-rate-limit' });
}
