import type { PublicRecipe } from '@sous/contract/public-recipes';
import { featuredResponse, type ImageItem, type MediaListResponse, type MediaScope } from '@sous/contract/recipe-media';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';
import { withFeatured } from '../media-list';
import { recipeMediaKey } from './recipe-media';
import { refreshRecipeImages } from '../refresh-recipe';

/** `POST /api/recipes/{id}/images/{imageId}/featured`: the owner makes an ACTIVE photo the featured one. */
export async function setFeaturedImage(recipeId: string, imageId: string): Promise<string> {
  return featuredResponse.parse(await api.post(`/recipes/${encodeURIComponent(recipeId)}/images/${encodeURIComponent(imageId)}/featured`)).featuredImageId;
}

/**
 * Chooses the featured photo (spec 2 §4): the list and the public recipe's picture change at
 * once, and go back to what they were if the server refuses.
 */
export function useSetFeaturedImage(recipeId: string, scope: MediaScope) {
  const client = useQueryClient();
  const userId = useSession().user?.id ?? null;
  const key = recipeMediaKey(userId, recipeId);
  const recipeKey = queryKeys.publicRecipe(userId, recipeId);
  return useMutation({
    mutationFn: (image: ImageItem) => setFeaturedImage(recipeId, image.imageId),
    onMutate: async (image) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<MediaListResponse>(key);
      const recipeBefore = scope === 'public' ? client.getQueryData<PublicRecipe>(recipeKey) : undefined;
      client.setQueryData<MediaListResponse>(key, (list) => list && withFeatured(list, image.imageId));
      if (recipeBefore && image.urls) {
        client.setQueryData<PublicRecipe>(recipeKey, { ...recipeBefore, featuredImageId: image.imageId, featuredImageUrl: image.urls.large, imageUrl: image.urls.medium });
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
