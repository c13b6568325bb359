import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { useTestWorker } from '../../test/test-worker';
import { waitFor } from '../../test/wait-for';
import { createJobQueue } from './jobs.repository';

const t = useTestApp();

describe('maintenance jobs', () => {
  it('are defined by the modules that own them, scheduled when a worker starts, and clear ended rate-limit windows, old jobs and old generation requests', async () => {
    const { db } = t.app;
    const past = new Date(Date.now() - 3600_000).toISOString();
    const future = new Date(Date.now() + 3600_000).toISOString();
    await db.kysely
      .insertInto('rate_limits')
      .values([
        { key: 'api:old', window_start: past, count: 3, expires_at: past },
        { key: 'api:current', window_start: past, count: 3, expires_at: future },
      ])
      .execute();
    const generation = (id: string, createdAt: string) => ({
      id, user_id: null, device_key: 'd', status: 'completed' as const, prompt: 'soup', preferences: null, count: 1, allowance: null, error: null, created_at: createdAt, updated_at: createdAt,
    });
    await db.kysely
      .insertInto('erased_subjects')
      .values([
        { subject_hash: 'expired', erased_at: past, expires_at: past },
        { subject_hash: 'current', erased_at: past, expires_at: future },
      ])
      .execute();
    await db.kysely.insertInto('generations').values([generation('old', new Date(Date.now() - 4 * 86_400_000).toISOString()), generation('recent', past)]).execute();
    const queue = createJobQueue(db);
    const oldJob = await queue.enqueue('some-old-job', {});
    await db.kysely
      .updateTable('jobs')
      .set({ status: 'succeeded', updated_at: new Date(Date.now() - 8 * 86_400_000).toISOString() })
      .where('id', '=', oldJob)
      .execute();

    await waitFor(async () => {
      const keys = await db.kysely.selectFrom('rate_limits').select('key').execute();
      return keys.length === 1 && keys[0]?.key === 'api:current';
    });
    await waitFor(async () => !(await queue.get(oldJob)));
    await waitFor(async () => (await db.kysely.selectFrom('erased_subjects').select('subject_hash').execute()).map((e) => e.subject_hash).join() === 'current');
    await waitFor(async () => (await db.kysely.selectFrom('generations').select('id').execute()).map((g) => g.id).join() === 'recent');
    const schedules = await db.kysely.selectFrom('job_schedules').select(['name', 'interval_seconds']).orderBy('name').execute();
    expect(schedules).toEqual([
      { name: 'purge-billing-events', interval_seconds: 86400 },
      { name: 'purge-erased-subjects', interval_seconds: 3600 },
      { name: 'purge-expired-recipes', interval_seconds: 1800 },
      { name: 'purge-finished-jobs', interval_seconds: 3600 },
      { name: 'purge-generations', interval_seconds: 3600 },
      { name: 'purge-grocery-requests', interval_seconds: 3600 },
      { name: 'purge-identity', interval_seconds: 3600 },
      { name: 'purge-rate-limits', interval_seconds: 600 },
      { name: 'sweep-inventory-scans', interval_seconds: 60 },
      { name: 'sweep-recipe-imports', interval_seconds: 60 },
      { name: 'sweep-recipe-media', interval_seconds: 60 },
    ]);
  });
});

useTestWorker(t);
