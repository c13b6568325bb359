import { paths } from '../../config/paths';
import { trackEvent } from '../../lib/analytics';
import { publicRecipeStrings as s } from './strings';

/** Where a shared recipe opens (spec 2 §4): `{origin}/recipes/{publicRecipeId}`. */
export const sharedRecipeUrl = (publicRecipeId: string, origin = window.location.origin) => `${origin}${paths.recipe(publicRecipeId)}`;

/** Facebook's share dialog for a link. */
export const facebookShareUrl = (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;

/** Twitter's compose box with the recipe's name and its link. */
export const twitterShareUrl = (url: string, name: string) =>
  `https://twitter.com/intent/tweet?text=${encodeURIComponent(s.shareMessage(name))}&url=${encodeURIComponent(url)}`;

/** The channels a share goes through (spec 2 §7). */
export type ShareNetwork = 'copy' | 'native' | 'facebook' | 'twitter';

/** The `share_recipe` analytics event with its network and recipe id (spec 2 §7). */
export const trackShare = (network: ShareNetwork, recipeId: string) => {
  trackEvent('share_recipe', { network, recipeId });
};
