import type { MediaScope } from '@sous/contract/recipe-media';
import type { UserActor } from '../../http/actor';
import type { StoredMedia } from './recipe-media.repository';

/** The recipe a media call names: private (its owner only ever gets this far) or public. */
export interface MediaRecipe {
  id: string;
  scope: MediaScope;
  /** The private recipe's owner, or whoever shared the public one (null for the seed catalog). */
  ownerUserId: string | null;
}

/** ACTIVE media is seen by everyone who sees the recipe; PENDING and REJECTED by their uploader alone. */
export function canSeeMedia(viewerId: string | null, item: StoredMedia): boolean {
  return item.status === 'ACTIVE' || (viewerId !== null && item.userId === viewerId);
}

/** Only who added an item may remove it (spec 2 §6, matched by user id). */
export function canRemoveMedia(actor: UserActor, item: StoredMedia): boolean {
  return item.userId === actor.userId;
}

/** Only the recipe's owner chooses its featured image. */
export function canChooseFeatured(actor: UserActor, recipe: MediaRecipe): boolean {
  return recipe.ownerUserId === actor.userId;
}

/**
 * Whether a photo becomes its recipe's featured one by itself when it is ready (and the recipe has
 * none): only the recipe owner's. Another cook's photo never replaces a recipe's drawing on every
 * card unasked, and the seed catalog (no owner) keeps its drawings; the owner may still feature
 * any ACTIVE photo.
 */
export function featuresOnArrival(item: Pick<StoredMedia, 'userId'>, recipeOwnerId: string | null): boolean {
  return recipeOwnerId !== null && item.userId === recipeOwnerId;
}
