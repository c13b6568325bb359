import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { assertRedisReachable, dropRedisPrefix, freshRedisPrefix, testRedisUrl } from '../../test/test-worker';
import { must } from '../../test/must';
import { waitFor } from '../../test/wait-for';
import { createBullmqEngine } from './bullmq-engine';
import { createDatabaseEngine } from './database-engine';
import { GENERIC_JOB_ERROR, JobError, type JobDefinition } from './job-definition';
import type { JobEngine, Worker } from './job-engine';
import { createJobQueue, type JobQueue } from './jobs.repository';

const log = pino({ level: 'silent' });

/** One engine under test: how to open it (again, as another process would) and how a child process reaches it. */
interface EngineSetup {
  open(): JobEngine;
  childEnv: Record<string, string>;
  teardown(): Promise<void>;
}

/** The database queue on this run's database (SQLite or PostgreSQL); each open() is another connection. */
async function databaseSetup(): Promise<EngineSetup & { db: Db; queue: JobQueue; database: TestDatabase }> {
  const database = await createTestDatabase();
  const dbs: Db[] = [];
  const connect = () => {
    const db = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    dbs.push(db);
    return db;
  };
  const db = connect();
  await migrateToLatest(db);
  const queue = createJobQueue(db, { retryBaseMs: 20 });
  let first = true;
  return {
    db, queue, database,
    open() {
      if (first) {
        first = false;
        return createDatabaseEngine(queue);
      }
      return createDatabaseEngine(createJobQueue(connect(), { retryBaseMs: 20 }));
    },
    childEnv: { DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? '' },
    async teardown() {
      await Promise.all(dbs.map((d) => d.close()));
      await database.drop();
    },
  };
}

/** BullMQ on the test Redis, under a key prefix of its own; each open() is another set of connections. */
async function bullmqSetup(): Promise<EngineSetup> {
  await assertRedisReachable();
  const prefix = freshRedisPrefix();
  const engines: JobEngine[] = [];
  return {
    open() {
      const engine = createBullmqEngine({ redisUrl: testRedisUrl, prefix, retryBaseMs: 20 });
      engines.push(engine);
      return engine;
    },
    childEnv: { JOB_QUEUE: 'bullmq', REDIS_URL: testRedisUrl, REDIS_PREFIX: prefix },
    async teardown() {
      await Promise.all(engines.map((e) => e.close()));
      await dropRedisPrefix(prefix);
    },
  };
}

describe.each([
  { engineName: 'the database queue', setup: databaseSetup },
  { engineName: 'BullMQ on Redis', setup: bullmqSetup },
])('durable jobs on $engineName', ({ setup: makeSetup }) => {
  let setup: EngineSetup;
  let engine: JobEngine;
  const workers: Worker[] = [];

  const worker = async (definitions: JobDefinition[], options: { leaseSeconds?: number; concurrency?: number; on?: JobEngine } = {}) => {
    const started = await (options.on ?? engine).startWorker({
      definitions,
      log,
      concurrency: options.concurrency ?? 2,
      pollIntervalMs: 20,
      leaseSeconds: options.leaseSeconds ?? 5,
    });
    workers.push(started);
    return started;
  };
  const finished = (type: string, id: string) =>
    waitFor(async () => {
      const job = await engine.get(type, id);
      return job && (job.status === 'succeeded' || job.status === 'failed') ? job : undefined;
    }, 15_000, `job ${id} to finish`);

  beforeAll(async () => {
    setup = await makeSetup();
    engine = setup.open();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
  });
  afterAll(async () => {
    await setup.teardown();
  });

  it('runs a job and keeps its result', async () => {
    await worker([{ type: 'test.double', payload: z.unknown(), handler: (payload) => Promise.resolve({ value: (payload as { n: number }).n * 2 }) }]);
    const id = await engine.enqueue('test.double', { n: 21 });
    const job = await finished('test.double', id);
    expect(job).toMatchObject({ status: 'succeeded', attempts: 1, result: { value: 42 }, lastError: null });
  });

  it('discards the waiting jobs of a type with a given payload, and only those', async () => {
    const due = await engine.enqueue('test.discard', { id: 'a' });
    const delayed = await engine.enqueue('test.discard', { id: 'a' }, { runAt: new Date(Date.now() + 60_000) });
    const otherPayload = await engine.enqueue('test.discard', { id: 'b' });
    const otherType = await engine.enqueue('test.keep', { id: 'a' });
    await engine.discard('test.discard', [{ id: 'a' }, { id: 'never enqueued' }]);
    expect(await engine.get('test.discard', due)).toBeUndefined();
    expect(await engine.get('test.discard', delayed)).toBeUndefined();
    expect(await engine.get('test.discard', otherPayload)).toMatchObject({ status: 'queued' });
    expect(await engine.get('test.keep', otherType)).toMatchObject({ status: 'queued' });
  });

  it('retries with backoff and then succeeds', async () => {
    const runs: number[] = [];
    await worker([
      {
        type: 'test.flaky', payload: z.unknown(),
        handler: (_payload, { attempt }) => {
          runs.push(Date.now());
          if (attempt < 3) return Promise.reject(new Error('connection reset'));
          return Promise.resolve('ok');
        },
      },
    ]);
    const job = await finished('test.flaky', await engine.enqueue('test.flaky', {}, { maxAttempts: 3 }));
    expect(job).toMatchObject({ status: 'succeeded', attempts: 3, result: 'ok' });
    // 20 ms then 40 ms of backoff between the runs.
    const [first, second, third] = runs;
    expect(must(second, 'a second run') - must(first, 'a first run')).toBeGreaterThanOrEqual(20);
    expect(must(third, 'a third run') - must(second, 'a second run')).toBeGreaterThanOrEqual(40);
  });

  it('ends a job that keeps failing as failed, with its last error, and tells it once', async () => {
    const failed: { payload: unknown; message: string }[] = [];
    await worker([
      {
        type: 'test.model-down', payload: z.unknown(),
        onFailed: (payload, message) => {
          failed.push({ payload, message });
          return Promise.resolve();
        },
        handler: (_payload, { attempt }) =>
          Promise.reject(new JobError(`The recipe service is not available (try ${attempt})`, { retryable: true })),
      },
    ]);
    const job = await finished('test.model-down', await engine.enqueue('test.model-down', { owner: 'u1' }, { maxAttempts: 3 }));
    expect(job).toMatchObject({ status: 'failed', attempts: 3, lastError: 'The recipe service is not available (try 3)' });
    await waitFor(() => failed.length > 0);
    await new Promise((r) => setTimeout(r, 100)); // a second call would show up here
    expect(failed).toEqual([{ payload: { owner: 'u1' }, message: 'The recipe service is not available (try 3)' }]);
  });

  it('fails at once on a final error, and never shows an unexpected error to the user', async () => {
    await worker([
      { type: 'test.final', payload: z.unknown(), handler: async () => Promise.reject(new JobError('That prompt breaks your allergies')) },
      { type: 'test.crash', payload: z.unknown(), handler: async () => Promise.reject(new Error('pg: password authentication failed')) },
    ]);
    const final = await finished('test.final', await engine.enqueue('test.final', {}, { maxAttempts: 3 }));
    expect(final).toMatchObject({ status: 'failed', attempts: 1, lastError: 'That prompt breaks your allergies' });
    const crash = await finished('test.crash', await engine.enqueue('test.crash', {}, { maxAttempts: 2 }));
    expect(crash).toMatchObject({ status: 'failed', attempts: 2, lastError: GENERIC_JOB_ERROR });
  });

  it('aborts a run that exceeds its time limit', async () => {
    let sawAbort = false;
    await worker([
      {
        type: 'test.slow', payload: z.unknown(),
        timeoutMs: 100,
        maxAttempts: 1,
        handler: (_payload, { signal }) =>
          new Promise((resolve) => {
            signal.addEventListener('abort', () => {
              sawAbort = true;
              resolve('late');
            });
          }),
      },
    ]);
    const job = await finished('test.slow', await engine.enqueue('test.slow', {}, { maxAttempts: 1 }));
    expect(job.status).toBe('failed');
    expect(sawAbort).toBe(true);
  });

  it('refuses a payload its definition does not accept, without running the handler', async () => {
    let ran = false;
    await worker([
      {
        type: 'test.typed', payload: z.object({ recipeId: z.string() }),
        handler: () => {
          ran = true;
          return Promise.resolve(null);
        },
      },
    ]);
    const job = await finished('test.typed', await engine.enqueue('test.typed', { recipeId: 42 }, { maxAttempts: 3 }));
    expect(job).toMatchObject({ status: 'failed', attempts: 1, lastError: GENERIC_JOB_ERROR });
    expect(ran).toBe(false);
  });

  it('renews the lease of a long job so no other worker takes it', async () => {
    let runs = 0;
    const definition: JobDefinition = {
      type: 'test.long', payload: z.unknown(),
      handler: async () => {
        runs += 1;
        await new Promise((r) => setTimeout(r, 2500));
        return 'done';
      },
    };
    await worker([definition], { leaseSeconds: 1 });
    const id = await engine.enqueue('test.long', {});
    await waitFor(async () => (await engine.get('test.long', id))?.status === 'running');
    await worker([definition], { leaseSeconds: 1, on: setup.open() });
    const job = await finished('test.long', id);
    expect(job).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect(runs).toBe(1);
  });

  it('runs a recurring job on its schedule, each tick once, however many workers start it', async () => {
    const runs: { jobId: string; at: number }[] = [];
    const definition: JobDefinition = {
      type: 'test.every-second', payload: z.unknown(), everySeconds: 1, maxAttempts: 1,
      handler: (_payload, { jobId }) => {
        runs.push({ jobId, at: Date.now() });
        return Promise.resolve(null);
      },
    };
    const start = Date.now();
    await Promise.all([worker([definition]), worker([definition], { on: setup.open() }), worker([definition], { on: setup.open() })]);
    await new Promise((r) => setTimeout(r, 3200));
    const elapsedSeconds = (Date.now() - start) / 1000;
    expect(runs.length).toBeGreaterThanOrEqual(2);
    // Three workers each scheduling their own runs would make about three times as many.
    expect(runs.length).toBeLessThanOrEqual(Math.floor(elapsedSeconds) + 1);
    expect(new Set(runs.map((r) => r.jobId)).size).toBe(runs.length);
  });

  it('never runs one job in two workers at once, with two connections', async () => {
    const runsById = new Map<string, number>();
    const active = new Set<string>();
    let overlaps = 0;
    const definition: JobDefinition = {
      type: 'test.count', payload: z.unknown(),
      handler: async (_payload, { jobId }) => {
        if (active.has(jobId)) overlaps += 1;
        active.add(jobId);
        runsById.set(jobId, (runsById.get(jobId) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 2));
        active.delete(jobId);
        return null;
      },
    };
    const ids = await Promise.all(Array.from({ length: 120 }, (_, n) => engine.enqueue('test.count', { n })));
    await worker([definition], { concurrency: 4 });
    await worker([definition], { concurrency: 4, on: setup.open() });
    const jobs = await Promise.all(ids.map((id) => finished('test.count', id)));
    expect(overlaps).toBe(0);
    expect([...runsById.values()].every((n) => n === 1)).toBe(true);
    expect(runsById.size).toBe(120);
    expect(jobs.every((job) => job.status === 'succeeded' && job.attempts === 1)).toBe(true);
  });

  it('finishes, exactly once, a job whose worker process was killed mid-run', async () => {
    const markerDir = mkdtempSync(path.join(os.tmpdir(), 'sous-jobs-'));
    const id = await engine.enqueue('test.hang', { recipe: 'soup' });
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../../test/fixtures/hanging-worker.ts')], {
      env: { ...process.env, ...setup.childEnv, MARKER_DIR: markerDir },
      stdio: 'inherit',
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    const startedFile = path.join(markerDir, 'started');
    await waitFor(() => existsSync(startedFile) && readFileSync(startedFile, 'utf8').includes(id), 20_000, 'the child to start the job');
    child.kill('SIGKILL');
    await exited;
    expect((await engine.get('test.hang', id))?.status).toBe('running');

    const completions = path.join(markerDir, 'completed');
    await worker(
      [
        {
          type: 'test.hang', payload: z.unknown(),
          handler: (_payload, { jobId }) => {
            appendFileSync(completions, `${jobId}\n`);
            return Promise.resolve('finished by the second worker');
          },
        },
      ],
      { leaseSeconds: 1 },
    );
    const job = await finished('test.hang', id);
    expect(job).toMatchObject({ status: 'succeeded', attempts: 2, result: 'finished by the second worker' });
    await new Promise((r) => setTimeout(r, 1500)); // a second run would show up here
    expect(readFileSync(completions, 'utf8').trim().split('\n')).toEqual([id]);
  });
});

describe('the database queue', () => {
  let setup: Awaited<ReturnType<typeof databaseSetup>>;
  beforeAll(async () => {
    setup = await databaseSetup();
  });
  afterAll(async () => {
    await setup.teardown();
  });

  it('lets a job whose lease lapsed be claimed again, and stops the stale worker from finishing it', async () => {
    const { queue } = setup;
    const id = await queue.enqueue('test.orphan', {});
    const stale = await queue.claim('worker-that-died', 0.05, ['test.orphan']);
    expect(stale?.id).toBe(id);
    await new Promise((r) => setTimeout(r, 100));
    const reclaimed = await queue.claim('worker-b', 5, ['test.orphan']);
    expect(reclaimed).toMatchObject({ id, attempts: 2, lockedBy: 'worker-b' });
    expect(await queue.complete(id, 'worker-that-died', 'stale result')).toBe(false);
    expect(await queue.complete(id, 'worker-b', 'fresh result')).toBe(true);
    expect((await queue.get(id))?.result).toBe('fresh result');
  });

  it('enqueues each tick of a recurring job once, however many workers look', async () => {
    const { queue, db, database } = setup;
    await queue.schedule('test.tick', 'test.tick', 3600);
    const otherDb = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    try {
      const other = createJobQueue(otherDb);
      const counts = await Promise.all([
        ...Array.from({ length: 5 }, () => queue.enqueueDueSchedules()),
        ...Array.from({ length: 5 }, () => other.enqueueDueSchedules()),
      ]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
      const ticks = await db.kysely.selectFrom('jobs').select('id').where('type', '=', 'test.tick').execute();
      expect(ticks).toHaveLength(1);
    } finally {
      await otherDb.close();
    }
  });
});
