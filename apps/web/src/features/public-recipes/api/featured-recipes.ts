import { publicListResponse, type PublicListResponse } from '@sous/contract/public-recipes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/recipes/public?type=featured`: the featured recipes. */
export async function fetchFeaturedRecipes(signal?: AbortSignal): Promise<PublicListResponse> {
  return publicListResponse.parse(await api.get('/recipes/public?type=featured', { signal }));
}

/** Query options for the featured list (the same for everyone). */
export const featuredRecipesQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.publicRecipeLists, 'featured'] as const,
    queryFn: ({ signal }) => fetchFeaturedRecipes(signal),
  });

/** The featured recipes. */
export const useFeaturedRecipes = () => useQuery(featuredRecipesQueryOptions());
