import type { ImportStatusResponse } from '@sous/contract/recipe-import';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';
import { readImportStatus } from './import-status';

/**
 * `GET /api/recipe-import/status?videoId={videoId}` (spec 3 §7): a TikTok import by its video.
 * A 404 answers null: the video is not known yet, which the screens read as INITIALIZING (spec 3 §3).
 */
export async function fetchVideoImportStatus(videoId: string, signal?: AbortSignal): Promise<ImportStatusResponse | null> {
  try {
    return readImportStatus(await api.get(`/recipe-import/status?videoId=${encodeURIComponent(videoId)}`, { signal }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Query options for a TikTok import's status; polls ask afresh and are not retried here. */
export const videoImportStatusQueryOptions = (userId: string | null, videoId: string) =>
  queryOptions({
    queryKey: queryKeys.videoImportStatus(userId, videoId),
    queryFn: userId === null ? skipToken : ({ signal }) => fetchVideoImportStatus(videoId, signal),
    staleTime: 0,
    retry: false,
  });

/** A TikTok import's status, read once (the video review screen). */
export function useVideoImportStatus(videoId: string) {
  const { user } = useSession();
  return useQuery({ ...videoImportStatusQueryOptions(user?.id ?? null, videoId), enabled: videoId !== '', refetchOnWindowFocus: false });
}
