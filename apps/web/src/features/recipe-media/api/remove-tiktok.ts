import type { MediaListResponse } from '@sous/contract/recipe-media';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session';
import { withoutTikTok } from '../media-list';
import { recipeMediaKey } from './recipe-media';

/** `DELETE /api/recipes/{id}/media/tiktok/{videoId}`: removes one of the caller's TikTok videos. */
export async function removeTikTok(recipeId: string, videoId: string): Promise<void> {
  await api.delete(`/recipes/${encodeURIComponent(recipeId)}/media/tiktok/${encodeURIComponent(videoId)}`);
}

/** Removes a TikTok video; it leaves the list once the server agrees. */
export function useRemoveTikTok(recipeId: string) {
  const client = useQueryClient();
  const key = recipeMediaKey(useSession().user?.id ?? null, recipeId);
  return useMutation({
    mutationFn: (videoId: string) => removeTikTok(recipeId, videoId),
    onSuccess: (_nothing, videoId) => {
      client.setQueryData<MediaListResponse>(key, (list) => list && withoutTikTok(list, videoId));
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
