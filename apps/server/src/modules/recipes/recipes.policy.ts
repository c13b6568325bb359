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
