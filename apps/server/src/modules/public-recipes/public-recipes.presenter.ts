import { PUBLIC_RECIPE_MESSAGES, type PublicRecipe, type PublicRecipeCard } from '@sous/contract/public-recipes';
import { formatMinutes, parseMinutes } from '@sous/kitchen/units';
import type { FeaturedImage } from '../recipes/recipes.presenter';
import type { PublicRecipeCardRow, StoredPublicRecipe } from './public-recipes.repository';

/** A public recipe's featured photo: the same as a private recipe's (the recipe-media module gives both). */
export type { FeaturedImage } from '../recipes/recipes.presenter';

/** Prep plus cook, as the card shows times ('' when neither is known). */
function totalTime(prep: string, cook: string): string {
  const minutes = (parseMinutes(prep) ?? 0) + (parseMinutes(cook) ?? 0);
  return minutes > 0 ? formatMinutes(minutes) : '';
}

/**
 * A public recipe as anyone reads it (spec 2 §3). The owner's id is not published: `isOwner`
 * tells the viewer whether it is theirs. The photo is its featured community image, if any.
 */
export function presentPublicRecipe(recipe: StoredPublicRecipe, viewerId: string | null, image?: FeaturedImage): PublicRecipe {
  const { content } = recipe;
  return {
    publicRecipeId: recipe.id,
    name: content.name,
    description: content.description.trim() || PUBLIC_RECIPE_MESSAGES.defaultDescription,
    cuisine: content.cuisine,
    tags: content.tags,
    featuredImageUrl: image?.featuredImageUrl ?? null,
    imageUrl: image?.imageUrl ?? null,
    featuredImageId: image?.imageId ?? null,
    prepTime: content.prepTime,
    cookTime: content.cookTime,
    totalTime: totalTime(content.prepTime, content.cookTime),
    servings: content.servings,
    ownerScreenName: recipe.ownerScreenName,
    isOwner: viewerId !== null && recipe.ownerUserId === viewerId,
    isFeatured: recipe.isFeatured,
    ingredients: content.ingredients,
    instructions: content.instructions,
    nutritionFacts: content.nutritionFacts,
    createdAt: recipe.createdAt,
  };
}

/** A public recipe as a card in a list: the same for every viewer, so lists may be cached. */
export function presentPublicRecipeCard(card: PublicRecipeCardRow, image?: FeaturedImage): PublicRecipeCard {
  return {
    publicRecipeId: card.id,
    name: card.name,
    description: card.description.trim() || PUBLIC_RECIPE_MESSAGES.defaultDescription,
    cuisine: card.cuisine,
    tags: card.tags,
    featuredImageUrl: image?.featuredImageUrl ?? null,
    imageUrl: image?.imageUrl ?? null,
    prepTime: card.prepTime,
    cookTime: card.cookTime,
    totalTime: totalTime(card.prepTime, card.cookTime),
    servings: card.servings,
    ownerScreenName: card.ownerScreenName,
    isFeatured: card.isFeatured,
    createdAt: card.createdAt,
  };
}
