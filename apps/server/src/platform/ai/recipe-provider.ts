import type { Preferences } from '@sous/contract/preferences';
import type { RecipeContent } from '@sous/contract/recipe';

/** A pantry item to cook from: its name as the cook wrote it, and its catalog food when known. */
export interface PantryFood {
  name: string;
  foodId?: string;
}

/** What a provider is asked for. */
export interface RecipeRequest {
  /** The user's meal description with the preference lines appended (what a model reads). */
  prompt: string;
  preferences?: Partial<Preferences>;
  count: number;
  /** "Cook with what I have": use these pantry items first. */
  pantry?: readonly PantryFood[];
  /**
   * Reports what is wrong with a recipe for this user (an allergen, a diet rule, a time range),
   * as sentences a model can act on (to repair its answer); empty when the recipe may be shown.
   * Providers need not call it: the generation job runs the same check on whatever they return.
   */
  review(recipe: RecipeContent): string[];
}

/** What a provider wrote. */
export interface ProviderAnswer {
  recipes: RecipeContent[];
  /** The dish words of a request the provider's dish library did not know (to add them next). */
  unmatchedDish?: string;
}

/** A source of recipes: the built-in composer or an OpenAI-compatible model server. */
export interface RecipeProvider {
  generate(request: RecipeRequest, signal?: AbortSignal): Promise<ProviderAnswer>;
}

/**
 * A generation that could not produce acceptable recipes. Its message is shown to the user; the
 * details are for the log only. `retryable` when trying again later may help (a service down).
 */
export class RecipeGenerationError extends Error {
  constructor(
    message: string,
    readonly details: string[] = [],
    readonly retryable = false,
  ) {
    super(message);
    this.name = 'RecipeGenerationError';
  }
}
