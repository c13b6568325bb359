import type { MediaListResponse, MediaScope } from '@sous/contract/recipe-media';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session';
import { withoutImage } from '../media-list';
import { recipeMediaKey } from './recipe-media';
import { refreshRecipeImages } from '../refresh-recipe';

/** `DELETE /api/recipes/{id}/images/{imageId}`: removes one of the caller's photos. */
export async function deleteImage(recipeId: string, imageId: string): Promise<void> {
  await api.delete(`/recipes/${encodeURIComponent(recipeId)}/images/${encodeURIComponent(imageId)}`);
}

/** Deletes a photo; it leaves the list once the server agrees (a featured one takes the recipe's featured photo with it). */
export function useDeleteImage(recipeId: string, scope: MediaScope) {
  const client = useQueryClient();
  const userId = useSession().user?.id ?? null;
  const key = recipeMediaKey(userId, recipeId);
  return useMutation({
    mutationFn: (imageId: string) => deleteImage(recipeId, imageId),
    onSuccess: (_nothing, imageId) => {
      const wasFeatured = client.getQueryData<MediaListResponse>(key)?.featuredImageId === imageId;
      client.setQueryData<MediaListResponse>(key, (list) => list && withoutImage(list, imageId));
      if (wasFeatured) refreshRecipeImages(client, userId, recipeId, scope);
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
