import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { GENERIC_JOB_ERROR, JobError, type JobDefinition } from './job-definition';
import type { StartWorkerOptions, Worker } from './job-engine';
import type { Job, JobQueue } from './jobs.repository';
import { toError } from '../to-error';

export interface WorkerOptions extends StartWorkerOptions {
  queue: JobQueue;
  /** Defaults to host, process id and a random suffix. */
  workerId?: string;
}

export type { Worker } from './job-engine';

/**
 * The worker loop: claims due jobs up to `concurrency`, renews each lease while its handler runs,
 * records results and failures, and enqueues due recurring jobs. Any number of workers, in any
 * number of processes, may run against one database.
 */
export async function startWorker(options: WorkerOptions): Promise<Worker> {
  const { queue, log } = options;
  const workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const byType = new Map(options.definitions.map((d) => [d.type, d]));
  const types = [...byType.keys()];
  const running = new Set<Promise<void>>();
  let stopped = false;
  let wake = () => {};

  for (const d of options.definitions) {
    if (d.everySeconds) await queue.schedule(d.type, d.type, d.everySeconds);
  }

  /** Waits for the poll interval, or less when a job ends or the worker stops. */
  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, options.pollIntervalMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function run(job: Job, definition: JobDefinition): Promise<void> {
    const abort = new AbortController();
    const jobLog = log.child({ jobId: job.id, jobType: job.type, attempt: job.attempts });
    const renewal = setInterval(
      () => {
        queue.renewLease(job.id, workerId, options.leaseSeconds).then(
          (held) => {
            if (!held) abort.abort(new Error('lease lost'));
          },
          (error: unknown) => {
            jobLog.warn({ err: error }, 'lease renewal failed');
          },
        );
      },
      (options.leaseSeconds * 1000) / 3,
    );
    const timeout = definition.timeoutMs
      ? setTimeout(() => {
          abort.abort(new Error(`timed out after ${definition.timeoutMs} ms`));
        }, definition.timeoutMs)
      : undefined;
    const aborted = new Promise<never>((_, reject) => {
      abort.signal.addEventListener(
        'abort',
        () => {
          reject(toError(abort.signal.reason));
        },
        { once: true },
      );
    });
    aborted.catch(() => {}); // only the race below listens to it
    const payload = definition.payload.safeParse(job.payload);
    try {
      // A job claimed again more often than it may run: its workers kept dying mid-run.
      if (job.attempts > job.maxAttempts) throw new JobError(GENERIC_JOB_ERROR);
      if (!payload.success) throw new JobError(GENERIC_JOB_ERROR); // a malformed row: retrying cannot help
      const context = { jobId: job.id, attempt: job.attempts, signal: abort.signal, log: jobLog };
      const result = await Promise.race([definition.handler(payload.data, context), aborted]);
      if (!(await queue.complete(job.id, workerId, result))) jobLog.warn('finished a job whose lease was lost');
    } catch (error) {
      const userFacing = error instanceof JobError;
      const message = userFacing ? error.message : GENERIC_JOB_ERROR;
      const outcome = await queue.fail(job, workerId, message, !userFacing || error.retryable);
      jobLog[outcome === 'failed' ? 'error' : 'warn']({ err: error, outcome }, 'job run failed');
      if (outcome === 'failed' && payload.success) {
        await definition.onFailed?.(payload.data, message).catch((hookError: unknown) => {
          jobLog.error({ err: hookError }, 'onFailed failed');
        });
      }
    } finally {
      clearInterval(renewal);
      clearTimeout(timeout);
      abort.abort(); // tells a handler still running in the background to stop
    }
  }

  // A function, so TypeScript does not take the flag as unchanged across the awaits below.
  const isStopped = () => stopped;

  async function loop(): Promise<void> {
    while (!isStopped()) {
      try {
        await queue.enqueueDueSchedules();
        while (running.size < options.concurrency && !isStopped()) {
          const job = await queue.claim(workerId, options.leaseSeconds, types);
          if (!job) break;
          const definition = byType.get(job.type);
          if (!definition) {
            // claim() only hands out the types asked for; a row that says otherwise cannot run here.
            log.error({ jobId: job.id, jobType: job.type }, 'claimed a job of a type this worker does not run');
            await queue.fail(job, workerId, GENERIC_JOB_ERROR, false);
            continue;
          }
          const task: Promise<void> = run(job, definition).finally(() => {
            running.delete(task);
            wake();
          });
          running.add(task);
        }
      } catch (error) {
        log.error({ err: error }, 'worker loop error');
      }
      if (!isStopped()) await idle();
    }
  }

  const unsubscribe = queue.onEnqueue(() => {
    wake();
  });
  const looping = loop();
  log.info({ workerId, types }, 'worker started');
  return {
    workerId,
    async stop() {
      stopped = true;
      unsubscribe();
      wake();
      await looping;
      await Promise.allSettled([...running]);
    },
  };
}
