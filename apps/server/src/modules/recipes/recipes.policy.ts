import type { Actor } from '../../http/actor';
import type { StoredRecipe } from './recipes.repository';

/**
 * A recipe belongs to its user; an anonymous generation belongs to its device until a signed-in
 * user on that same device saves it (the sign-up migration of spec 1 §4 step 4).
 */
export function canReadRecipe(actor: Actor, recipe: StoredRecipe): boolean {
  if (recipe.isDeleted) return false;
  if (recipe.userId !== null) return actor.kind === 'user' && recipe.userId === actor.userId;
  return recipe.deviceKey !== null && recipe.deviceKey === actor.deviceKey;
}

/**
 * The owner may bring back a recipe they removed (the saved list's Undo). Nobody else may, and a
 * removed anonymous recipe stays removed.
 */
export function canRestoreRecipe(actor: Actor, recipe: StoredRecipe): boolean {
  return recipe.isDeleted && recipe.userId !== null && actor.kind === 'user' && recipe.userId === actor.userId;
}
