import type { Recipe } from '@sous/contract/recipe-api';
import type { StoredRecipe } from './recipes.repository';

/** A stored recipe as the API shows it (spec 2 §3 field names): the owning device stays private. */
export function presentRecipe({ deviceKey: _deviceKey, ...recipe }: StoredRecipe): Recipe {
  return recipe;
}
