import type { FastifyBaseLogger } from 'fastify';

/** What a handler gets besides its payload. */
export interface JobContext {
  jobId: string;
  /** 1 on the first run, 2 on the first retry or after a lost worker... */
  attempt: number;
  /** Aborted when the worker stops, the job times out or its lease is lost: stop promptly. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

/**
 * One kind of job. Handlers run at least once and may run again after a crash, so they must be
 * idempotent: re-read state by id, skip what is already done, write results under fixed keys.
 */
export interface JobDefinition<Payload = unknown> {
  type: string;
  handler(payload: Payload, context: JobContext): Promise<unknown>;
  maxAttempts?: number;
  /** Longest a run may take before it is aborted and counted as failed. */
  timeoutMs?: number;
  /** Recurring jobs: enqueued by the workers every so many seconds. */
  everySeconds?: number;
  /** Runs once when the job has failed for good (e.g. to give back a used allowance). */
  onFailed?(payload: Payload): Promise<void>;
}

/** Keeps a definition's payload type while letting registries hold mixed definitions. */
export const defineJob = <Payload>(definition: JobDefinition<Payload>) => definition as JobDefinition<unknown>;
