import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { Queue, UnrecoverableError, Worker as BullWorker, type Job as BullJob, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { uuidV7 } from '../ids';
import { toError } from '../to-error';
import { GENERIC_JOB_ERROR, JobError, type JobDefinition } from './job-definition';
import type { JobEngine, JobRecord, StartWorkerOptions, Worker } from './job-engine';
import type { QueueOptions } from './jobs.repository';

export interface BullmqEngineOptions extends QueueOptions {
  redisUrl: string;
  /** Prefix of every Redis key; tests use a fresh one per run so runs never share jobs. */
  prefix?: string;
  /** How long finished jobs stay readable (debugging), like the database queue's purge. */
  keepFinishedSeconds?: number;
}

/** Stalls alone never fail a job here: the processor counts started runs against maxAttempts. */
const MAX_STALLED_COUNT = 1000;

const statusOf = (state: string): JobRecord['status'] => {
  if (state === 'active') return 'running';
  if (state === 'completed') return 'succeeded';
  if (state === 'failed') return 'failed';
  return 'queued';
};

/** Rejects when the signal aborts; for racing a handler that ignores its signal. */
function rejectOnAbort(signal: AbortSignal): Promise<never> {
  const aborted = new Promise<never>((_, reject) => {
    const fail = () => {
      reject(toError(signal.reason));
    };
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
  aborted.catch(() => {}); // only the race listens to it
  return aborted;
}

/**
 * Jobs on BullMQ (Redis): one BullMQ queue per job type, so a worker only takes the types it
 * knows (as the database queue's claim does), even during a rolling deploy that adds a type.
 * BullMQ's lock is the lease, its retries with a capped exponential backoff are the retries, and
 * its job schedulers run the recurring jobs (one per tick, however many workers upsert them).
 */
export function createBullmqEngine(options: BullmqEngineOptions): JobEngine {
  const prefix = options.prefix ?? 'sous';
  const retryBaseMs = options.retryBaseMs ?? 2000;
  const retryMaxMs = options.retryMaxMs ?? 5 * 60_000;
  const defaultMaxAttempts = options.defaultMaxAttempts ?? 3;
  const keep = { age: options.keepFinishedSeconds ?? 7 * 86_400 };
  // One connection for every producer queue in this process; each worker opens its own.
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const queues = new Map<string, Queue>();

  const queueFor = (type: string): Queue => {
    let queue = queues.get(type);
    if (!queue) {
      queue = new Queue(type, { connection, prefix });
      queues.set(type, queue);
    }
    return queue;
  };
  const jobOptions = (attempts: number): JobsOptions => ({
    attempts,
    backoff: { type: 'capped-exponential' },
    removeOnComplete: keep,
    removeOnFail: keep,
  });

  function processorFor(definition: JobDefinition, log: FastifyBaseLogger) {
    return async (job: BullJob, _token?: string, lockSignal?: AbortSignal): Promise<unknown> => {
      const attempt = job.attemptsStarted;
      const jobLog = log.child({ jobId: job.id, jobType: job.name, attempt });
      const timeout = new AbortController();
      const timer = definition.timeoutMs
        ? setTimeout(() => {
            timeout.abort(new Error(`timed out after ${definition.timeoutMs} ms`));
          }, definition.timeoutMs)
        : undefined;
      const signal = lockSignal ? AbortSignal.any([lockSignal, timeout.signal]) : timeout.signal;
      // Listening before the handler does, so an abort fails the run even if the handler then resolves.
      const aborted = rejectOnAbort(signal);
      try {
        // Started more often than it may run: its workers kept dying mid-run.
        if (attempt > (job.opts.attempts ?? 1)) throw new JobError(GENERIC_JOB_ERROR);
        const payload = definition.payload.safeParse(job.data);
        if (!payload.success) throw new JobError(GENERIC_JOB_ERROR); // retrying cannot help
        const context = { jobId: job.id ?? '', attempt, signal, log: jobLog };
        return await Promise.race([definition.handler(payload.data, context), aborted]);
      } catch (error) {
        jobLog.warn({ err: error }, 'job run failed');
        if (error instanceof JobError) {
          throw error.retryable ? new Error(error.message) : new UnrecoverableError(error.message);
        }
        throw new Error(GENERIC_JOB_ERROR);
      } finally {
        clearTimeout(timer);
        timeout.abort(); // tells a handler still running in the background to stop
      }
    };
  }

  async function startWorker(start: StartWorkerOptions): Promise<Worker> {
    const workerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    const leaseMs = start.leaseSeconds * 1000;
    const workers = start.definitions.map((definition) => {
      const worker = new BullWorker(definition.type, processorFor(definition, start.log), {
        connection: { url: options.redisUrl },
        prefix,
        concurrency: start.concurrency,
        lockDuration: leaseMs,
        stalledInterval: leaseMs,
        maxStalledCount: MAX_STALLED_COUNT,
        settings: {
          backoffStrategy: (attemptsMade: number) => Math.min(retryMaxMs, retryBaseMs * 2 ** (attemptsMade - 1)),
        },
      });
      worker.on('error', (error) => {
        start.log.warn({ err: error, jobType: definition.type }, 'job worker error');
      });
      // A lost lock means another worker may take the job: stop this run.
      worker.on('lockRenewalFailed', (jobIds) => {
        for (const id of jobIds) worker.cancelJob(id, 'lease lost');
      });
      worker.on('failed', (job, error) => {
        if (!job) return;
        const final = error.name === 'UnrecoverableError' || job.attemptsMade >= (job.opts.attempts ?? 1);
        if (!final) return;
        const log = start.log.child({ jobId: job.id, jobType: job.name });
        log.error({ err: error }, 'job failed');
        const payload = definition.payload.safeParse(job.data);
        if (payload.success && definition.onFailed) {
          definition.onFailed(payload.data, error.message).catch((hookError: unknown) => {
            log.error({ err: hookError }, 'onFailed failed');
          });
        }
      });
      return worker;
    });
    await Promise.all(workers.map((w) => w.waitUntilReady()));
    for (const definition of start.definitions) {
      if (!definition.everySeconds) continue;
      await queueFor(definition.type).upsertJobScheduler(
        definition.type,
        { every: definition.everySeconds * 1000 },
        { name: definition.type, data: { schedule: definition.type }, opts: jobOptions(1) },
      );
    }
    start.log.info({ workerId, types: start.definitions.map((d) => d.type) }, 'bullmq worker started');
    return {
      workerId,
      async stop() {
        await Promise.all(workers.map((w) => w.close()));
      },
    };
  }

  return {
    name: 'bullmq',
    async enqueue(type, payload, opts = {}) {
      const id = opts.id ?? uuidV7();
      const delay = opts.runAt ? Math.max(0, opts.runAt.getTime() - Date.now()) : undefined;
      await queueFor(type).add(type, payload ?? null, { ...jobOptions(opts.maxAttempts ?? defaultMaxAttempts), jobId: id, delay });
      return id;
    },
    async get(type, id) {
      // The state first: a job read after it says completed carries its result.
      const queue = queueFor(type);
      const state = await queue.getJobState(id);
      const job = await queue.getJob(id);
      if (!job || state === 'unknown') return undefined;
      const status = statusOf(state);
      return {
        id,
        type,
        status,
        attempts: job.attemptsStarted,
        result: status === 'succeeded' ? (job.returnvalue as unknown) : null,
        lastError: status === 'succeeded' ? null : job.failedReason || null,
      };
    },
    async discard(type, payloads) {
      const wanted = new Set(payloads.map((payload) => JSON.stringify(payload ?? null)));
      if (wanted.size === 0) return;
      const queue = queueFor(type);
      const waiting = await queue.getJobs(['waiting', 'delayed', 'prioritized']);
      // A job a worker took meanwhile is locked: remove() leaves it, and its handler finds its rows gone.
      for (const job of waiting) if (job.id && wanted.has(JSON.stringify(job.data))) await queue.remove(job.id);
    },
    startWorker,
    async close() {
      await Promise.all([...queues.values()].map((q) => q.close()));
      await connection.quit();
    },
  };
}
