import type { FastifyBaseLogger } from 'fastify';
import type { JobDefinition } from './job-definition';
import type { EnqueueOptions } from './jobs.repository';

/** A job as either engine reports it: enough for tests and for debugging, never for product rules. */
export interface JobRecord {
  id: string;
  type: string;
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  /** Runs started so far, including runs whose worker died. */
  attempts: number;
  result: unknown;
  lastError: string | null;
}

export interface StartWorkerOptions {
  definitions: JobDefinition[];
  log: FastifyBaseLogger;
  /** Jobs run at once: per worker on the database queue, per job type on BullMQ (one queue per type). */
  concurrency: number;
  /** Database queue only: how often an idle worker looks for work (BullMQ blocks on Redis instead). */
  pollIntervalMs: number;
  /** How long a running job stays claimed without a renewal; renewed every third of it. */
  leaseSeconds: number;
}

export interface Worker {
  workerId: string;
  /** Stops taking jobs and waits for the running ones to end. */
  stop(): Promise<void>;
}

/**
 * What runs jobs: the database queue (the embedded default) or BullMQ on Redis. Modules never see
 * it; they define and enqueue through `app.jobs`. Both run a job at least once, retry with
 * exponential backoff, abort a run that times out or loses its claim, and call `onFailed` once a
 * job has failed for good.
 */
export interface JobEngine {
  readonly name: 'database' | 'bullmq';
  enqueue(type: string, payload: unknown, options?: EnqueueOptions): Promise<string>;
  get(type: string, id: string): Promise<JobRecord | undefined>;
  /**
   * Removes the jobs of `type` still waiting to run whose payload is one of `payloads` (their rows
   * are being deleted). A run already under way is left to finish: its handler finds them gone.
   */
  discard(type: string, payloads: unknown[]): Promise<void>;
  startWorker(options: StartWorkerOptions): Promise<Worker>;
  /** Releases connections (Redis); the database itself belongs to the app. */
  close(): Promise<void>;
}
