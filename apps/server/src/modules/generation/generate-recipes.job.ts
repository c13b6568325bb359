import { promptWithPreferences } from '@sous/contract/preference-lines';
import type { RecipeContent } from '@sous/contract/recipe';
import { readPrompt } from '@sous/kitchen/reader/read-prompt';
import { z } from 'zod';
import { RecipeGenerationError, type RecipeProvider } from '../../platform/ai/recipe-provider';
import { reviewerFor } from '../../platform/ai/recipe-review';
import { defineJob, JobError } from '../../platform/jobs/job-definition';
import type { RecipesService } from '../recipes/recipes.service';
import type { AllowanceRepository } from './allowance.repository';
import type { GenerationsRepository } from './generations.repository';

/** Shown when every recipe a provider wrote broke one of the user's constraints. */
export const NO_SAFE_RECIPE_MESSAGE =
  'We could not find a recipe that fits all of your allergies and preferences. Try loosening one of them.';

/** Shown when the request is not about food at all ("how to fix a bike tire"). */
export const NOT_FOOD_MESSAGE =
  'Sous writes recipes. Describe a meal, a dish or the ingredients you have, and try again.';

export interface GenerateRecipesDeps {
  generations: GenerationsRepository;
  allowance: AllowanceRepository;
  recipes: RecipesService;
  provider: RecipeProvider;
}

/**
 * Writes the recipes of one generation and stores them unsaved for its owner. Idempotent: it
 * re-reads the generation, skips one that is gone or finished, and stores recipes under
 * (generation, position), so a second run stores nothing twice. The allergen and diet check runs
 * here, once, after whichever provider wrote the recipes: no provider can skip it.
 */
export const generateRecipesJob = (deps: GenerateRecipesDeps) =>
  defineJob({
    type: 'generate-recipes',
    payload: z.object({ generationId: z.string().min(1) }),
    maxAttempts: 3,
    timeoutMs: 120_000,
    async handler({ generationId }, { signal }) {
      const generation = await deps.generations.find(generationId);
      if (!generation || generation.status === 'completed' || generation.status === 'failed') return { skipped: true };
      await deps.generations.markRunning(generationId);
      // Failing here (not retried) gives the allowance back, like every failed generation.
      if (!readPrompt(generation.prompt).aboutFood) throw new JobError(NOT_FOOD_MESSAGE);
      const review = reviewerFor(generation.prompt, generation.preferences);
      let written: RecipeContent[];
      try {
        written = await deps.provider.generate(
          {
            prompt: promptWithPreferences(generation.prompt, generation.preferences),
            description: generation.prompt,
            preferences: generation.preferences,
            count: generation.count,
            review,
          },
          signal,
        );
      } catch (error) {
        if (error instanceof RecipeGenerationError) throw new JobError(error.message, { retryable: error.retryable });
        throw error;
      }
      signal.throwIfAborted();
      const safe = written.filter((recipe) => review(recipe).length === 0);
      if (safe.length === 0) throw new JobError(NO_SAFE_RECIPE_MESSAGE);
      const recipeIds = await deps.recipes.storeGenerated(generation, safe);
      await deps.generations.markCompleted(generationId);
      return { recipeIds };
    },
    async onFailed({ generationId }, message) {
      const generation = await deps.generations.find(generationId);
      if (!generation) return;
      // A failed generation does not use the allowance.
      if (generation.allowance) await deps.allowance.giveBack(generation.allowance.subjects, generation.allowance.day);
      await deps.generations.markFailed(generationId, message);
    },
  });
