import type { Recipe } from '@sous/contract/recipe-api';
import type { StoredRecipe } from './recipes.repository';

/** A recipe's featured photo, as the recipe-media module gives it (large and medium renditions). */
export interface FeaturedImage {
  imageId: string;
  featuredImageUrl: string;
  imageUrl: string;
}

/**
 * A stored recipe as the API shows it (spec 2 §3 field names): the owning device stays private.
 * The photo is its featured one, if any.
 */
export function presentRecipe({ deviceKey: _deviceKey, ...recipe }: StoredRecipe, image?: FeaturedImage): Recipe {
  return {
    ...recipe,
    featuredImageUrl: image?.featuredImageUrl ?? null,
    imageUrl: image?.imageUrl ?? null,
    featuredImageId: image?.imageId ?? null,
  };
}
