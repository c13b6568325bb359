import type { QueryClient } from '@tanstack/react-query';

/**
 * Every query key of the app, built in one place. Whatever belongs to a signed-in person starts
 * with `['user', userId]`, so two people on one browser never share cached answers and sign-out
 * can drop all of them with one prefix. What a visitor asks starts with `['visitor']`; site-wide
 * answers (the run-time configuration) have keys of their own.
 */
export const queryKeys = {
  /** The prefix of every signed-in person's queries: removed on sign-out. */
  allUsers: ['user'] as const,
  /** The prefix of every visitor query. */
  visitor: ['visitor'] as const,
  /** One person's queries. A null id belongs to nobody: such queries never run (see skipToken). */
  user: (userId: string | null) => ['user', userId] as const,
  userData: (userId: string | null) => ['user', userId, 'user-data'] as const,
  recipes: (userId: string | null) => ['user', userId, 'recipes'] as const,
  /** One recipe, under the list's key: refreshing the list refreshes it too. */
  recipe: (userId: string | null, recipeId: string) => ['user', userId, 'recipes', recipeId] as const,
  preferences: (userId: string | null) => ['user', userId, 'preferences'] as const,
  /** A generation's status, under whoever asked for it (a person, or the visitor on this device). */
  generation: (userId: string | null, requestId: string) =>
    userId === null ? (['visitor', 'generation', requestId] as const) : (['user', userId, 'generation', requestId] as const),
  /** Today's generation allowance of a person, or of this browser's visitor. */
  generationLimits: (userId: string | null) =>
    userId === null ? (['visitor', 'generation-limits'] as const) : (['user', userId, 'generation-limits'] as const),
  publicConfig: ['public-config'] as const,
  /** Public recipe lists (featured, newest, browse pages): the same for everyone. */
  publicRecipeLists: ['public-recipes'] as const,
  /** One public recipe as a viewer sees it (it says whether they shared it). */
  publicRecipe: (userId: string | null, publicRecipeId: string) =>
    userId === null ? (['visitor', 'public-recipe', publicRecipeId] as const) : (['user', userId, 'public-recipe', publicRecipeId] as const),
  /** Whether one of a person's recipes is public, under the recipe: refreshing the recipes refreshes it. */
  shareStatus: (userId: string | null, recipeId: string) => ['user', userId, 'recipes', recipeId, 'share'] as const,
  /** A person's grocery lists (summaries without items, newest first). */
  groceryLists: (userId: string | null) => ['user', userId, 'grocery-lists'] as const,
  /** One grocery list with its categories and items (apart from the summaries: refreshing them leaves it be). */
  groceryList: (userId: string | null, listId: string) => ['user', userId, 'grocery-list', listId] as const,
  /** A grocery list being made from saved recipes. */
  groceryRequest: (userId: string | null, requestId: string) => ['user', userId, 'grocery-request', requestId] as const,
  /** A person's newest recipe imports (GET /api/recipe-import?limit=). */
  imports: (userId: string | null) => ['user', userId, 'imports'] as const,
  /** One import's status, by its id, under the list: refreshing the list refreshes it too. */
  importStatus: (userId: string | null, importId: string) => ['user', userId, 'imports', 'id', importId] as const,
  /** A TikTok import's status, by its video id. */
  videoImportStatus: (userId: string | null, videoId: string) => ['user', userId, 'imports', 'video', videoId] as const,
  /** A person's pantry inventory (spec 3 §2). */
  inventory: (userId: string | null) => ['user', userId, 'inventory'] as const,
  /** One inventory scan's status (apart from the items: an edit's cancelled reads leave it be). */
  inventoryScan: (userId: string | null, scanId: string) => ['user', userId, 'inventory-scan', scanId] as const,
  /** A grocery list through its read-only link: the same for everyone who has the link. */
  sharedGroceryList: (token: string) => ['shared-grocery-list', token] as const,
};

/** Drops every cached answer about any signed-in person (on sign-out), keeping visitor and site-wide ones. */
export function clearUserQueries(client: QueryClient): void {
  client.removeQueries({ queryKey: queryKeys.allUsers });
}
