import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition';
import type { RecipeImportService } from './recipe-import.service';

/** Every minute: arrived pages nobody polled get read, abandoned uploads and lost jobs fail, old imports go (see RecipeImportService.sweep). */
export const sweepRecipeImportsJob = (service: RecipeImportService) =>
  defineJob({
    type: 'sweep-recipe-imports',
    payload: z.unknown(),
    everySeconds: 60,
    maxAttempts: 1,
    handler: () => service.sweep(),
  });
