import { generationLimitsSchema, type GenerationLimits } from '@sous/contract/recipe-api';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/recipes/generate/limits`: today's allowance as the server counts it, without using any. */
export async function fetchGenerationLimits(signal?: AbortSignal): Promise<GenerationLimits> {
  return generationLimitsSchema.parse(await api.get('/recipes/generate/limits', { signal }));
}

/** Query options for the allowance of a person, or of this browser's visitor (null). */
export const generationLimitsQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: queryKeys.generationLimits(userId),
    queryFn: ({ signal }) => fetchGenerationLimits(signal),
  });
