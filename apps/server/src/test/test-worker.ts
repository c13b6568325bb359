import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import type { Worker } from '../platform/jobs/job-engine';
import type { App } from '../app';

/**
 * Runs the real job worker beside a test app (as SOUS_ROLE=all does), polling fast.
 * Use after `useTestApp()`: `useTestWorker(t)`.
 */
export function useTestWorker(t: { app: App; config: App['config'] }) {
  let worker: Worker | undefined;
  beforeAll(async () => {
    worker = await t.app.jobs.startWorker({
      log: t.app.log,
      concurrency: 2,
      pollIntervalMs: 25,
      leaseSeconds: 10,
    });
  });
  afterAll(async () => {
    await worker?.stop();
  });
}

/**
 * The Redis the BullMQ job tests run on. Not optional: CI machines have Redis at 127.0.0.1:6379
 * and set nothing, so the default points there, and an unreachable Redis fails the suite rather
 * than skipping it (see docs/deployment.md, "Tests").
 */
export const testRedisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** A key prefix no other test run uses, so parallel runs (SQLite and PostgreSQL passes) never share jobs. */
export const freshRedisPrefix = () => `sous-test-${randomBytes(6).toString('hex')}`;

/** Throws a clear error when the test Redis does not answer within two seconds. */
export async function assertRedisReachable(url = testRedisUrl): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(
      `The BullMQ job tests need Redis at ${url} (set REDIS_URL to use another). Start one, e.g. \`redis-server\` or \`docker run -p 6379:6379 redis\`.`,
      { cause: error },
    );
  } finally {
    redis.disconnect();
  }
}

/** Deletes every key under `prefix` (what one test run left in Redis). */
export async function dropRedisPrefix(prefix: string, url = testRedisUrl): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
