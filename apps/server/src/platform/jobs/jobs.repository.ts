import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { JobsTable, JobStatus } from '../db/schema';
import { uuidV7 } from '../ids';

export interface Job {
  id: string;
  type: string;
  payload: unknown;
  status: JobStatus;
  attempts: number;
  maxAttempts: number;
  runAt: string;
  leaseUntil: string | null;
  lockedBy: string | null;
  lastError: string | null;
  result: unknown;
  createdAt: string;
  updatedAt: string;
}

export interface EnqueueOptions {
  /** Id to use (a request id the client already knows); made here otherwise. */
  id?: string;
  runAt?: Date;
  maxAttempts?: number;
}

export interface QueueOptions {
  /** First retry delay; each further retry doubles it (default 2 s, 4 s, 8 s...). */
  retryBaseMs?: number;
  retryMaxMs?: number;
  defaultMaxAttempts?: number;
}

function toJob(row: Selectable<JobsTable>): Job {
  return {
    id: row.id,
    type: row.type,
    payload: JSON.parse(row.payload),
    status: row.status,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    runAt: row.run_at,
    leaseUntil: row.lease_until,
    lockedBy: row.locked_by,
    lastError: row.last_error,
    result: row.result === null ? null : JSON.parse(row.result),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const later = (ms: number) => new Date(Date.now() + ms).toISOString();

/**
 * The durable job queue (DESIGN.md section 6), in the application database so any number of API
 * and worker processes share it. At-least-once: a job whose worker vanished is claimed again when
 * its lease lapses, so handlers must be idempotent. Only the worker holding a job's lease may
 * finish it, so a worker that lost its lease cannot overwrite the job's new run.
 */
export function createJobQueue(db: Db, options: QueueOptions = {}) {
  const retryBaseMs = options.retryBaseMs ?? 2000;
  const retryMaxMs = options.retryMaxMs ?? 5 * 60_000;
  const defaultMaxAttempts = options.defaultMaxAttempts ?? 3;
  // A worker in this same process starts at once instead of at its next poll; others still poll.
  const enqueueListeners = new Set<() => void>();

  async function enqueue(type: string, payload: unknown, opts: EnqueueOptions = {}): Promise<string> {
    const id = opts.id ?? uuidV7();
    const now = new Date().toISOString();
    await db.kysely
      .insertInto('jobs')
      .values({
        id,
        type,
        payload: JSON.stringify(payload ?? null),
        status: 'queued',
        max_attempts: opts.maxAttempts ?? defaultMaxAttempts,
        run_at: (opts.runAt ?? new Date()).toISOString(),
        lease_until: null,
        locked_by: null,
        last_error: null,
        result: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    for (const listener of enqueueListeners) listener();
    return id;
  }

  return {
    enqueue,

    /** Calls `listener` after each enqueue in this process; returns the unsubscribe function. */
    onEnqueue(listener: () => void): () => void {
      enqueueListeners.add(listener);
      return () => enqueueListeners.delete(listener);
    },

    async get(id: string): Promise<Job | undefined> {
      const row = await db.kysely.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toJob(row);
    },

    /**
     * Takes the next due job (queued and due, or running with a lapsed lease) for `workerId`.
     * PostgreSQL: FOR UPDATE SKIP LOCKED, so concurrent workers never take the same row.
     * SQLite: one writer at a time, so the UPDATE ... WHERE id = (SELECT ...) is atomic.
     */
    async claim(workerId: string, leaseSeconds: number, types: string[]): Promise<Job | undefined> {
      if (types.length === 0) return undefined;
      const now = new Date().toISOString();
      let next = db.kysely
        .selectFrom('jobs')
        .select('id')
        .where('type', 'in', types)
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', now)]),
            eb.and([eb('status', '=', 'running'), eb('lease_until', '<', now)]),
          ]),
        )
        .orderBy('run_at')
        .limit(1);
      if (db.dialect === 'postgres') next = next.forUpdate().skipLocked();
      const row = await db.kysely
        .updateTable('jobs')
        .set((eb) => ({
          status: 'running',
          attempts: eb('attempts', '+', 1),
          lease_until: later(leaseSeconds * 1000),
          locked_by: workerId,
          updated_at: now,
        }))
        .where('id', '=', next)
        .returningAll()
        .executeTakeFirst();
      return row && toJob(row);
    },

    /** Extends the lease of a job this worker still holds; false when it was lost. */
    async renewLease(id: string, workerId: string, leaseSeconds: number): Promise<boolean> {
      const result = await db.kysely
        .updateTable('jobs')
        .set({ lease_until: later(leaseSeconds * 1000), updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('locked_by', '=', workerId)
        .where('status', '=', 'running')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Marks the job done with its result; false when this worker no longer held it. */
    async complete(id: string, workerId: string, result: unknown): Promise<boolean> {
      const updated = await db.kysely
        .updateTable('jobs')
        .set({
          status: 'succeeded',
          result: JSON.stringify(result ?? null),
          lease_until: null,
          locked_by: null,
          last_error: null,
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', id)
        .where('locked_by', '=', workerId)
        .where('status', '=', 'running')
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    /**
     * Records a failed run: queued again after an exponential backoff while attempts remain and the
     * error allows it, otherwise `failed` with the message the user will see.
     */
    async fail(job: Job, workerId: string, message: string, retryable: boolean): Promise<'retrying' | 'failed' | 'lost'> {
      const retry = retryable && job.attempts < job.maxAttempts;
      const delay = Math.min(retryMaxMs, retryBaseMs * 2 ** (job.attempts - 1));
      const updated = await db.kysely
        .updateTable('jobs')
        .set({
          status: retry ? 'queued' : 'failed',
          run_at: retry ? later(delay) : job.runAt,
          lease_until: null,
          locked_by: null,
          last_error: message,
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', job.id)
        .where('locked_by', '=', workerId)
        .where('status', '=', 'running')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return 'lost';
      return retry ? 'retrying' : 'failed';
    },

    /** Deletes the queued jobs of `type` whose payload is one of `payloads` (compared as enqueue stored them). */
    async discard(type: string, payloads: unknown[]): Promise<void> {
      if (payloads.length === 0) return;
      await db.kysely
        .deleteFrom('jobs')
        .where('type', '=', type)
        .where('status', '=', 'queued')
        .where('payload', 'in', payloads.map((payload) => JSON.stringify(payload ?? null)))
        .execute();
    },

    /** Deletes succeeded and failed jobs last touched before `before`; returns how many went. */
    async purgeFinished(before: Date): Promise<number> {
      const result = await db.kysely
        .deleteFrom('jobs')
        .where('status', 'in', ['succeeded', 'failed'])
        .where('updated_at', '<', before.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    /** Declares a recurring job; its first run is due at once. */
    async schedule(name: string, jobType: string, intervalSeconds: number): Promise<void> {
      await db.kysely
        .insertInto('job_schedules')
        .values({ name, job_type: jobType, interval_seconds: intervalSeconds, next_run_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('name').doUpdateSet({ job_type: jobType, interval_seconds: intervalSeconds }))
        .execute();
    },

    /**
     * Enqueues the runs of recurring jobs that are due. A run's job id is made from the schedule
     * and its tick, so however many workers race here, each tick is enqueued once; then the first
     * to move next_run_at forward wins. No transaction: a worker dying between the two steps
     * leaves the tick to the next worker, which finds its job already there.
     */
    async enqueueDueSchedules(now = new Date()): Promise<number> {
      const due = await db.kysely
        .selectFrom('job_schedules')
        .selectAll()
        .where('next_run_at', '<=', now.toISOString())
        .execute();
      let enqueued = 0;
      for (const schedule of due) {
        const nowIso = now.toISOString();
        const inserted = await db.kysely
          .insertInto('jobs')
          .values({
            id: `schedule:${schedule.name}:${schedule.next_run_at}`,
            type: schedule.job_type,
            payload: JSON.stringify({ schedule: schedule.name, tick: schedule.next_run_at }),
            status: 'queued',
            max_attempts: 1,
            run_at: nowIso,
            lease_until: null,
            locked_by: null,
            last_error: null,
            result: null,
            created_at: nowIso,
            updated_at: nowIso,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .executeTakeFirst();
        enqueued += Number(inserted.numInsertedOrUpdatedRows ?? 0);
        const next = new Date(now.getTime() + schedule.interval_seconds * 1000).toISOString();
        await db.kysely
          .updateTable('job_schedules')
          .set({ next_run_at: next })
          .where('name', '=', schedule.name)
          .where('next_run_at', '=', schedule.next_run_at)
          .execute();
      }
      return enqueued;
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
