import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition';
import type { ErasedSubjectsRepository } from './erased-subjects.repository';

/** Forgets erased accounts once every token issued before their erasure has expired, every hour. */
export const purgeErasedSubjectsJob = (erasedSubjects: ErasedSubjectsRepository) =>
  defineJob({
    type: 'purge-erased-subjects',
    payload: z.unknown(),
    everySeconds: 3600,
    maxAttempts: 1,
    handler: async () => ({ deleted: await erasedSubjects.purgeExpired() }),
  });
