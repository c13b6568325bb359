import type { PublicRecipe } from '@sous/contract/public-recipes';
import type { Recipe } from '@sous/contract/recipe-api';
import { featuredResponse, type ImageItem, type MediaListResponse, type MediaScope } from '@sous/contract/recipe-media';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';
import { withFeatured } from '../media-list';
import { refreshRecipeImages } from '../refresh-recipe';
import { recipeMediaKey } from './recipe-media';

/** `POST /api/recipes/{id}/images/{imageId}/featured`: the owner makes an ACTIVE photo the featured one. */
export async function setFeaturedImage(recipeId: string, imageId: string): Promise<string> {
  return featuredResponse.parse(await api.post(`/recipes/${encodeURIComponent(recipeId)}/images/${encodeURIComponent(imageId)}/featured`)).featuredImageId;
}

/** The recipe fields that show its featured photo (spec 2 §3), the same on public and private recipes. */
type FeaturedFields = Pick<PublicRecipe, 'featuredImageId' | 'featuredImageUrl' | 'imageUrl'>;

/**
 * Chooses the featured photo (spec 2 §4): the list and the recipe's own picture (the public recipe,
 * or the owner's private one) change at once, and go back to what they were if the server refuses.
 */
export function useSetFeaturedImage(recipeId: string, scope: MediaScope) {
  const client = useQueryClient();
  const userId = useSession().user?.id ?? null;
  const key = recipeMediaKey(userId, recipeId);
  const recipeKey = scope === 'public' ? queryKeys.publicRecipe(userId, recipeId) : queryKeys.recipe(userId, recipeId);
  return useMutation({
    mutationFn: (image: ImageItem) => setFeaturedImage(recipeId, image.imageId),
    onMutate: async (image) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<MediaListResponse>(key);
      const recipeBefore = client.getQueryData<PublicRecipe | Recipe>(recipeKey);
      client.setQueryData<MediaListResponse>(key, (list) => list && withFeatured(list, image.imageId));
      if (recipeBefore && image.urls) {
        const featured: FeaturedFields = { featuredImageId: image.imageId, featuredImageUrl: image.urls.large, imageUrl: image.urls.medium };
        client.setQueryData(recipeKey, { ...recipeBefore, ...featured });
      }
      return { before, recipeBefore };
    },
    onError: (_error, _image, context) => {
      if (context?.before) client.setQueryData(key, context.before);
      if (context?.recipeBefore) client.setQueryData(recipeKey, context.recipeBefore);
    },
    onSuccess: () => { refreshRecipeImages(client, userId, recipeId, scope); },
  });
}
