import { tiktokItemSchema, type MediaListResponse, type TikTokItem } from '@sous/contract/recipe-media';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session';
import { withItem } from '../media-list';
import { recipeMediaKey } from './recipe-media';

/** `POST /api/recipes/{id}/media/tiktok`: attaches a TikTok video by its link; ACTIVE at once (409 when already there). */
export async function attachTikTok(recipeId: string, tiktokUrl: string): Promise<TikTokItem> {
  return tiktokItemSchema.parse(await api.post(`/recipes/${encodeURIComponent(recipeId)}/media/tiktok`, { tiktokUrl }));
}

/** Attaches a TikTok video; it joins the list at once. */
export function useAttachTikTok(recipeId: string) {
  const client = useQueryClient();
  const key = recipeMediaKey(useSession().user?.id ?? null, recipeId);
  return useMutation({
    mutationFn: (tiktokUrl: string) => attachTikTok(recipeId, tiktokUrl),
    onSuccess: (video) => {
      client.setQueryData<MediaListResponse>(key, (list) => withItem(list ?? { images: [], featuredImageId: null }, video));
    },
  });
}
