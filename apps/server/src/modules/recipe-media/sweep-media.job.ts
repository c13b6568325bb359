import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition';
import type { RecipeMediaService } from './recipe-media.service';

/** Every minute: uploads nobody polled get processed, abandoned ones and old refusals go (see RecipeMediaService.sweep). */
export const sweepMediaJob = (service: RecipeMediaService) =>
  defineJob({
    type: 'sweep-recipe-media',
    payload: z.unknown(),
    everySeconds: 60,
    maxAttempts: 1,
    handler: () => service.sweep(),
  });
