import type { Generated } from 'kysely';

/**
 * Table types for Kysely. Portable across SQLite and PostgreSQL: times are ISO-8601 UTC text,
 * booleans are 0/1 integers, structured values are JSON text (see docs/decisions.md).
 */
export interface Database {
  app_secrets: AppSecretsTable;
  rate_limits: RateLimitsTable;
  jobs: JobsTable;
  job_schedules: JobSchedulesTable;
}

/** Secrets the app makes for itself once (signing keys), shared by every process. */
export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

/** Fixed-window counters: one row per key and window start. */
export interface RateLimitsTable {
  key: string;
  window_start: string;
  count: number;
  expires_at: string;
}

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

export interface JobsTable {
  id: string;
  type: string;
  payload: string;
  status: JobStatus;
  attempts: Generated<number>;
  max_attempts: number;
  run_at: string;
  lease_until: string | null;
  locked_by: string | null;
  last_error: string | null;
  result: string | null;
  created_at: string;
  updated_at: string;
}

/** Recurring jobs: whoever moves next_run_at forward first enqueues the run. */
export interface JobSchedulesTable {
  name: string;
  job_type: string;
  interval_seconds: number;
  next_run_at: string;
}
