import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { testConfig } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

/** CI machines run Redis here; REDIS_URL points the test elsewhere. */
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** Two API processes with REDIS_URL share one allowance per address. */
describe('default rate limit on Redis', () => {
  let first: App;
  let second: App;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig(database, { RATE_LIMIT_MAX: '3', REDIS_URL: redisUrl });
    first = await buildApp({ config });
    second = await buildApp({ config, db: first.db });
    await Promise.all([first.ready(), second.ready()]);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await database.drop();
  });

  it('counts calls to either process against the same allowance, without a database write', async () => {
    // A fresh address each run: the window outlives the test in Redis.
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const call = (app: App) => app.inject({ method: 'GET', url: '/api/config', remoteAddress: address });
    expect((await call(first)).statusCode).toBe(200);
    expect((await call(second)).statusCode).toBe(200);
    expect((await call(first)).statusCode).toBe(200);
    const refused = await call(second);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await first.db.kysely.selectFrom('rate_limits').select('key').execute()).toEqual([]);
  });
});
