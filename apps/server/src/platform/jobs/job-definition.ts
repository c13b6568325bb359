import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';

/** What a handler gets besides its payload. */
export interface JobContext {
  jobId: string;
  /** 1 on the first run, 2 on the first retry or after a lost worker... */
  attempt: number;
  /** Aborted when the worker stops, the job times out or its lease is lost: pass it to every outbound call. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

/**
 * One kind of job. A payload is the id of a row the job's module owns (`{ generationId }`),
 * checked with `payload` before the handler runs. Handlers run at least once and may run again
 * after a crash, so they re-read state by id, skip what is gone or done, and write under keys
 * that make a second run store nothing twice.
 */
export interface JobDefinition<Payload = unknown> {
  type: string;
  payload: z.ZodType<Payload>;
  handler(payload: Payload, context: JobContext): Promise<unknown>;
  /** Runs before the job fails for good (default 3). */
  maxAttempts?: number;
  /** Longest a run may take before it is aborted and counted as failed. */
  timeoutMs?: number;
  /** Recurring jobs: enqueued by the workers every so many seconds. */
  everySeconds?: number;
  /** Runs once when the job has failed for good, with the message the user will see. */
  onFailed?(payload: Payload, message: string): Promise<void>;
}

/** Keeps a definition's payload type while letting registries hold mixed definitions. */
export const defineJob = <Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> => definition;

/**
 * A failure whose message may be shown to the user (e.g. "Recipe generation failed: ..."). Any
 * other error is logged and stored as a generic message. `retryable: false` ends the job at once.
 */
export class JobError extends Error {
  readonly retryable: boolean;
  constructor(message: string, options: { retryable?: boolean } = {}) {
    super(message);
    this.name = 'JobError';
    this.retryable = options.retryable ?? false;
  }
}

/** What the user sees when a job failed for a reason that is not theirs to read. */
export const GENERIC_JOB_ERROR = 'Something went wrong while working on this. Please try again.';
