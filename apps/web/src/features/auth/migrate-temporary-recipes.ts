import type { Recipe } from '@sous/contract/recipe-api';

export interface MigrationDeps {
  /** The recipes kept in the browser before sign-up (tempGeneratedRecipes). */
  readTemporary(): Recipe[];
  /** Saves one into the signed-in account. */
  save(recipe: Recipe): Promise<unknown>;
  clearTemporary(): void;
  /** Records that a migration happened and how many recipes moved. */
  markMigrated(count: number): void;
}

/**
 * Spec 1 §4 callback step 4: saves each recipe kept before sign-up into the account, clears the
 * temporary store and records the migration. Returns how many were saved, or 0 when there were
 * none (then the callback carries on to its usual target). A recipe that fails to save is skipped
 * (it may have expired); the rest still move.
 */
export async function migrateTemporaryRecipes(deps: MigrationDeps): Promise<number> {
  const recipes = deps.readTemporary();
  if (recipes.length === 0) return 0;
  let saved = 0;
  for (const recipe of recipes) {
    try {
      await deps.save(recipe);
      saved += 1;
    } catch {
      // Skipped: a recipe the server no longer has cannot be saved.
    }
  }
  deps.clearTemporary();
  deps.markMigrated(saved);
  return saved;
}
