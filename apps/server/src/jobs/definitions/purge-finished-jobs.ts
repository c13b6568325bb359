import type { Db } from '../../platform/db/database';
import { defineJob } from '../job-definition';

/** How long finished jobs stay readable (status polling, debugging). */
const keepDays = 7;

/** Deletes succeeded and failed jobs older than a week, every hour. */
export const purgeFinishedJobsJob = (db: Db) =>
  defineJob({
    type: 'purge-finished-jobs',
    everySeconds: 3600,
    maxAttempts: 1,
    handler: async () => {
      const before = new Date(Date.now() - keepDays * 86_400_000).toISOString();
      const result = await db.kysely
        .deleteFrom('jobs')
        .where('status', 'in', ['succeeded', 'failed'])
        .where('updated_at', '<', before)
        .executeTakeFirst();
      return { deleted: Number(result.numDeletedRows) };
    },
  });
