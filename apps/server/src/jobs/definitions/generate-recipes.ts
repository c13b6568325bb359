import { GENERATION } from '@sous/contract/recipe-api';
import type { Preferences } from '@sous/contract/preferences';
import { promptWithPreferences } from '@sous/contract/preference-lines';
import type { RecipeContent } from '@sous/contract/recipe';
import type { AllowanceRepository } from '../../modules/generation/allowance.repository';
import { contentColumns, type RecipesRepository } from '../../modules/recipes/recipes.repository';
import { RecipeGenerationError, type RecipeProvider } from '../../platform/ai/recipe-provider';
import { uuidV7 } from '../../platform/ids';
import { defineJob } from '../job-definition';
import { JobError } from '../queue';

export const GENERATE_RECIPES = 'generate-recipes';

export interface GenerateRecipesPayload {
  prompt: string;
  preferences?: Partial<Preferences>;
  count: number;
  owner: { userId: string | null; deviceKey: string };
  /** The allowance this generation used, given back if it fails; null for premium users. */
  allowance: { subjects: string[]; day: string } | null;
}

export interface GenerateRecipesDependencies {
  recipes: RecipesRepository;
  allowance: AllowanceRepository;
  provider: RecipeProvider;
  /** What is wrong with a recipe for this request's allergies, diets and time (empty when fine). */
  reviewer(payload: GenerateRecipesPayload): (recipe: RecipeContent) => string[];
}

/**
 * Generates recipes for one request and stores them unsaved, owned by the requester, expiring in
 * 48 hours. Idempotent: a rerun after a crash finds the recipes of its first run and stops.
 */
export const generateRecipesJob = (deps: GenerateRecipesDependencies) =>
  defineJob<GenerateRecipesPayload>({
    type: GENERATE_RECIPES,
    maxAttempts: 3,
    timeoutMs: 120_000,
    async handler(payload, { jobId, signal }) {
      const existing = await deps.recipes.listForGeneration(jobId);
      if (existing.length > 0) return { recipeIds: existing.map((r) => r.id) };

      let generated: RecipeContent[];
      try {
        generated = await deps.provider.generate(
          {
            prompt: promptWithPreferences(payload.prompt, payload.preferences),
            description: payload.prompt,
            preferences: payload.preferences,
            count: payload.count,
            review: deps.reviewer(payload),
          },
          signal,
        );
      } catch (error) {
        if (error instanceof RecipeGenerationError) throw new JobError(error.message, { retryable: error.retryable });
        throw error;
      }

      const now = new Date();
      const expiresAt = new Date(now.getTime() + GENERATION.unsavedLifetimeHours * 3600_000).toISOString();
      const rows = generated.map((content) => ({
        id: uuidV7(),
        user_id: payload.owner.userId,
        device_key: payload.owner.deviceKey,
        ...contentColumns(content),
        source: 'generated',
        generation_id: jobId,
        expires_at: expiresAt,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      }));
      await deps.recipes.insertMany(rows);
      return { recipeIds: rows.map((r) => r.id) };
    },
    async onFailed(payload) {
      // A failed generation does not use the allowance.
      if (payload.allowance) await deps.allowance.giveBack(payload.allowance.subjects, payload.allowance.day);
    },
  });
