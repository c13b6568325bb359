import { generationStatusSchema, type GenerationStatus } from '@sous/contract/recipe-api';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/recipes/status/{id}`: pending, running, completed (with recipes) or failed. */
export async function fetchGenerationStatus(requestId: string, signal?: AbortSignal): Promise<GenerationStatus> {
  return generationStatusSchema.parse(await api.get(`/recipes/status/${encodeURIComponent(requestId)}`, { signal }));
}

/**
 * Query options for one generation's status, under whoever started it (`userId` null: the
 * visitor on this device). Each poll asks afresh and a failed poll is not retried: the screen
 * reports it (spec 2 §4). useGeneration is the hook that polls with these options.
 */
export const generationStatusQueryOptions = (userId: string | null, requestId: string) =>
  queryOptions({
    queryKey: queryKeys.generation(userId, requestId),
    queryFn: ({ signal }) => fetchGenerationStatus(requestId, signal),
    staleTime: 0,
    retry: false,
  });
