import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../platform/db/database';
import { migrateToLatest } from '../../platform/db/migrate';
import { testConfig } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { waitFor } from '../../test/wait-for';
import { createJobQueue } from '../queue';
import { createJobDefinitions } from '../registry';
import { startWorker } from '../worker';

describe('maintenance jobs', () => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });

  it('are scheduled when a worker starts and clear ended rate-limit windows and old jobs', async () => {
    const past = new Date(Date.now() - 3600_000).toISOString();
    const future = new Date(Date.now() + 3600_000).toISOString();
    await db.kysely
      .insertInto('rate_limits')
      .values([
        { key: 'api:old', window_start: past, count: 3, expires_at: past },
        { key: 'api:current', window_start: past, count: 3, expires_at: future },
      ])
      .execute();
    const queue = createJobQueue(db);
    const oldJob = await queue.enqueue('some-old-job', {});
    await db.kysely
      .updateTable('jobs')
      .set({ status: 'succeeded', updated_at: new Date(Date.now() - 8 * 86_400_000).toISOString() })
      .where('id', '=', oldJob)
      .execute();

    const worker = await startWorker({
      queue,
      definitions: createJobDefinitions({ db, config: testConfig(database) }),
      log: pino({ level: 'silent' }),
      concurrency: 2,
      pollIntervalMs: 20,
      leaseSeconds: 5,
    });
    try {
      await waitFor(async () => {
        const keys = await db.kysely.selectFrom('rate_limits').select('key').execute();
        return keys.length === 1 && keys[0]!.key === 'api:current';
      });
      await waitFor(async () => !(await queue.get(oldJob)));
      const schedules = await db.kysely.selectFrom('job_schedules').select(['name', 'interval_seconds']).orderBy('name').execute();
      expect(schedules).toEqual([
        { name: 'purge-expired-recipes', interval_seconds: 1800 },
        { name: 'purge-finished-jobs', interval_seconds: 3600 },
        { name: 'purge-identity', interval_seconds: 3600 },
        { name: 'purge-rate-limits', interval_seconds: 600 },
      ]);
    } finally {
      await worker.stop();
    }
  });
});
