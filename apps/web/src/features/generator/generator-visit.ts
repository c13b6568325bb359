import type { Recipe } from '@sous/contract/recipe-api';
import { recipeSchema } from '@sous/contract/recipe-api';
import { useLocation } from 'react-router';
import { z } from 'zod/mini';

/** What a navigation to /recipes may carry: recipes generated elsewhere, or a request to start afresh. */
const visitStateSchema = z.object({
  fromDashboard: z.optional(z.boolean()),
  generatedRecipes: z.optional(z.array(recipeSchema)),
  /** What the cook asked for, so /recipes keeps showing it above the result. */
  prompt: z.optional(z.string()),
  timestamp: z.optional(z.number()),
  reload: z.optional(z.number()),
});
export type GeneratorVisitState = z.infer<typeof visitStateSchema>;

/** The state for showing recipes generated on the dashboard on /recipes (spec 2 §2). */
export const fromDashboard = (recipes: Recipe[], prompt?: string): GeneratorVisitState => ({
  fromDashboard: true,
  generatedRecipes: recipes,
  prompt,
  timestamp: Date.now(),
});

/** The state for 'Generate Another Recipe': a fresh generator. */
export const freshVisit = (): GeneratorVisitState => ({ reload: Date.now() });

/**
 * This visit to the generator: its state, and a key that changes with each new visit (so
 * everything keyed by it starts afresh).
 */
export function useGeneratorVisit(): { key: number; state: GeneratorVisitState } {
  const parsed = visitStateSchema.safeParse(useLocation().state ?? {});
  const state = parsed.success ? parsed.data : {};
  return { key: state.reload ?? state.timestamp ?? 0, state };
}
