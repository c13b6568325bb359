import { promptWithPreferences } from '@sous/contract/preference-lines';
import { isRecipeRequest, NOT_FOOD_MESSAGE } from '@sous/kitchen/composer/compose';
import { z } from 'zod';
import { RecipeGenerationError, type ProviderAnswer, type RecipeProvider } from '../../platform/ai/recipe-provider';
import { NO_SAFE_RECIPE_MESSAGE, reviewerFor } from '../../platform/ai/recipe-review';
import { defineJob, JobError } from '../../platform/jobs/job-definition';
import type { RecipesService } from '../recipes/recipes.service';
import type { AllowanceRepository } from './allowance.repository';
import type { GenerationsRepository } from './generations.repository';
import type { UnmatchedDishesRepository } from './unmatched-dishes.repository';

export interface GenerateRecipesDeps {
  generations: GenerationsRepository;
  allowance: AllowanceRepository;
  recipes: RecipesService;
  provider: RecipeProvider;
  unmatchedDishes: UnmatchedDishesRepository;
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
      if (!isRecipeRequest(generation.prompt)) throw new JobError(NOT_FOOD_MESSAGE);
      const review = reviewerFor(generation.prompt, generation.preferences);
      let answer: ProviderAnswer;
      try {
        answer = await deps.provider.generate(
          {
            prompt: promptWithPreferences(generation.prompt, generation.preferences),
            preferences: generation.preferences,
            count: generation.count,
            ...(generation.pantry ? { pantry: generation.pantry } : {}),
            review,
          },
          signal,
        );
      } catch (error) {
        if (error instanceof RecipeGenerationError) throw new JobError(error.message, { retryable: error.retryable });
        throw error;
      }
      signal.throwIfAborted();
      if (answer.unmatchedDish) await deps.unmatchedDishes.record(answer.unmatchedDish);
      const safe = answer.recipes.filter((recipe) => review(recipe).length === 0);
      if (safe.length === 0) throw new JobError(NO_SAFE_RECIPE_MESSAGE);
      // Its owner may have deleted everything while the provider wrote: store nothing for them then.
      if (!(await deps.generations.find(generationId))) return { skipped: true };
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
