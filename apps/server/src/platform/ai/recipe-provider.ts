import type { RecipeContent } from '@sous/contract/recipe';

/** What a provider is asked for: the user's text (with the preference lines already appended). */
export interface RecipeRequest {
  prompt: string;
  count: number;
  /**
   * Reports what is wrong with a recipe for this user (an allergen, a diet rule, a time range),
   * as sentences a model can act on; empty when the recipe may be shown.
   */
  review(recipe: RecipeContent): string[];
}

/** A source of recipes: the built-in composer or an OpenAI-compatible model server. */
export interface RecipeProvider {
  generate(request: RecipeRequest, signal?: AbortSignal): Promise<RecipeContent[]>;
}

/**
 * A generation that could not produce acceptable recipes. Its message is shown to the user; the
 * details are for the log only.
 */
export class RecipeGenerationError extends Error {
  constructor(
    message: string,
    readonly details: string[] = [],
  ) {
    super(message);
    this.name = 'RecipeGenerationError';
  }
}
