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
import { must } from '../../test/must';
import { waitFor } from '../../test/wait-for';
import { GENERIC_JOB_ERROR, JobError, type JobDefinition } from './job-definition';
import { createJobQueue, type JobQueue } from './jobs.repository';
import { startWorker, type Worker } from './worker';

const log = pino({ level: 'silent' });

describe('durable jobs', () => {
  let database: TestDatabase;
  let db: Db;
  let queue: JobQueue;
  const workers: Worker[] = [];
  const extraDbs: Db[] = [];

  const worker = async (definitions: JobDefinition[], options: { leaseSeconds?: number; concurrency?: number; on?: Db } = {}) => {
    const started = await startWorker({
      queue: options.on ? createJobQueue(options.on, { retryBaseMs: 20 }) : queue,
      definitions,
      log,
      concurrency: options.concurrency ?? 2,
      pollIntervalMs: 20,
      leaseSeconds: options.leaseSeconds ?? 5,
    });
    workers.push(started);
    return started;
  };
  const finished = (id: string) =>
    waitFor(async () => {
      const job = await queue.get(id);
      return job && (job.status === 'succeeded' || job.status === 'failed') ? job : undefined;
    }, 15_000, `job ${id} to finish`);

  beforeAll(async () => {
    database = await createTestDatabase();
    db = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    await migrateToLatest(db);
    queue = createJobQueue(db, { retryBaseMs: 20 });
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
  });
  afterAll(async () => {
    await Promise.all(extraDbs.map((d) => d.close()));
    await db.close();
    await database.drop();
  });

  it('runs a job and keeps its result', async () => {
    await worker([{ type: 'test.double', payload: z.unknown(), handler: (payload) => Promise.resolve({ value: (payload as { n: number }).n * 2 }) }]);
    const id = await queue.enqueue('test.double', { n: 21 });
    const job = await finished(id);
    expect(job).toMatchObject({ status: 'succeeded', attempts: 1, result: { value: 42 }, lastError: null });
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
    const job = await finished(await queue.enqueue('test.flaky', {}, { maxAttempts: 3 }));
    expect(job).toMatchObject({ status: 'succeeded', attempts: 3, result: 'ok' });
    // 20 ms then 40 ms of backoff between the runs.
    const [first, second, third] = runs;
    expect(must(second, 'a second run') - must(first, 'a first run')).toBeGreaterThanOrEqual(20);
    expect(must(third, 'a third run') - must(second, 'a second run')).toBeGreaterThanOrEqual(40);
  });

  it('ends a job that keeps failing as failed, with its last error, and tells it once', async () => {
    const failedPayloads: unknown[] = [];
    await worker([
      {
        type: 'test.model-down', payload: z.unknown(),
        onFailed: (payload) => {
          failedPayloads.push(payload);
          return Promise.resolve();
        },
        handler: (_payload, { attempt }) =>
          Promise.reject(new JobError(`The recipe service is not available (try ${attempt})`, { retryable: true })),
      },
    ]);
    const job = await finished(await queue.enqueue('test.model-down', { owner: 'u1' }, { maxAttempts: 3 }));
    expect(job).toMatchObject({ status: 'failed', attempts: 3, lastError: 'The recipe service is not available (try 3)' });
    await waitFor(() => failedPayloads.length > 0);
    expect(failedPayloads).toEqual([{ owner: 'u1' }]);
  });

  it('fails at once on a final error, and never shows an unexpected error to the user', async () => {
    await worker([
      { type: 'test.final', payload: z.unknown(), handler: async () => Promise.reject(new JobError('That prompt breaks your allergies')) },
      { type: 'test.crash', payload: z.unknown(), handler: async () => Promise.reject(new Error('pg: password authentication failed')) },
    ]);
    const final = await finished(await queue.enqueue('test.final', {}, { maxAttempts: 3 }));
    expect(final).toMatchObject({ status: 'failed', attempts: 1, lastError: 'That prompt breaks your allergies' });
    const crash = await finished(await queue.enqueue('test.crash', {}, { maxAttempts: 2 }));
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
    const job = await finished(await queue.enqueue('test.slow', {}, { maxAttempts: 1 }));
    expect(job.status).toBe('failed');
    expect(sawAbort).toBe(true);
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
    const id = await queue.enqueue('test.long', {});
    await waitFor(async () => (await queue.get(id))?.status === 'running');
    await worker([definition], { leaseSeconds: 1 });
    const job = await finished(id);
    expect(job).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect(runs).toBe(1);
  });

  it('lets a job whose lease lapsed be claimed again, and stops the stale worker from finishing it', async () => {
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
    await queue.schedule('test.tick', 'test.tick', 3600);
    const otherDb = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    extraDbs.push(otherDb);
    const other = createJobQueue(otherDb);
    const counts = await Promise.all([
      ...Array.from({ length: 5 }, () => queue.enqueueDueSchedules()),
      ...Array.from({ length: 5 }, () => other.enqueueDueSchedules()),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    const ticks = await db.kysely.selectFrom('jobs').select('id').where('type', '=', 'test.tick').execute();
    expect(ticks).toHaveLength(1);
  });

  it('never runs one job in two workers at once, with two database connections', async () => {
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
    const ids = await Promise.all(Array.from({ length: 120 }, (_, n) => queue.enqueue('test.count', { n })));
    const secondDb = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    extraDbs.push(secondDb);
    await worker([definition], { concurrency: 4 });
    await worker([definition], { concurrency: 4, on: secondDb });
    await Promise.all(ids.map((id) => finished(id)));
    expect(overlaps).toBe(0);
    expect([...runsById.values()].every((n) => n === 1)).toBe(true);
    expect(runsById.size).toBe(120);
    const attempts = await db.kysely.selectFrom('jobs').select('attempts').where('type', '=', 'test.count').execute();
    expect(attempts.every((row) => row.attempts === 1)).toBe(true);
  });

  it('finishes, exactly once, a job whose worker process was killed mid-run', async () => {
    const markerDir = mkdtempSync(path.join(os.tmpdir(), 'sous-jobs-'));
    const id = await queue.enqueue('test.hang', { recipe: 'soup' });
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../../test/fixtures/hanging-worker.ts')], {
      env: { ...process.env, DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? '', MARKER_DIR: markerDir },
      stdio: 'inherit',
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    const startedFile = path.join(markerDir, 'started');
    await waitFor(() => existsSync(startedFile) && readFileSync(startedFile, 'utf8').includes(id), 20_000, 'the child to start the job');
    child.kill('SIGKILL');
    await exited;

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
    const job = await finished(id);
    expect(job).toMatchObject({ status: 'succeeded', attempts: 2, result: 'finished by the second worker' });
    await new Promise((r) => setTimeout(r, 1500)); // a second run would show up here
    expect(readFileSync(completions, 'utf8').trim().split('\n')).toEqual([id]);
  });
});
