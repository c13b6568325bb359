import { PUBLIC_RECIPES, publicListResponse, type PublicListResponse } from '@sous/contract/public-recipes';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/recipes/public?limit=3`: the newest public recipes (the featured page's fallback, spec 2 §4). */
export async function fetchNewestRecipes(signal?: AbortSignal): Promise<PublicListResponse> {
  return publicListResponse.parse(await api.get(`/recipes/public?limit=${String(PUBLIC_RECIPES.newestFallback)}`, { signal }));
}

/** Query options for the newest recipes; `enabled` false keeps it from running. */
export const newestRecipesQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: [...queryKeys.publicRecipeLists, 'newest'] as const,
    queryFn: enabled ? ({ signal }) => fetchNewestRecipes(signal) : skipToken,
  });

/** The 3 newest public recipes, fetched only when `enabled`. */
export const useNewestRecipes = (enabled: boolean) => useQuery(newestRecipesQueryOptions(enabled));
