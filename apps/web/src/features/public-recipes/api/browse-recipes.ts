import { PUBLIC_RECIPES, publicListResponse, type PublicListResponse } from '@sous/contract/public-recipes';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { BrowseFilters } from '../browse-filters';

/** The browse call's query: type, page size, the filters that are set, and where to go on from. */
export function browseQuery(filters: BrowseFilters, nextToken: string | null): string {
  const params = new URLSearchParams({ type: 'browse', limit: String(PUBLIC_RECIPES.browsePageSize) });
  if (filters.cuisine) params.set('cuisine', filters.cuisine);
  if (filters.tags.length > 0) params.set('tags', filters.tags.join(','));
  if (nextToken) params.set('nextToken', nextToken);
  return params.toString();
}

/** `GET /api/recipes/public?type=browse&limit=12&...`: one page of recipes matching the filters. */
export async function fetchBrowsePage(filters: BrowseFilters, nextToken: string | null, signal?: AbortSignal): Promise<PublicListResponse> {
  return publicListResponse.parse(await api.get(`/recipes/public?${browseQuery(filters, nextToken)}`, { signal }));
}

/**
 * Query options for browsing with some filters: new filters are a new query from the first page
 * (spec 2 §4), and Load More asks for the page after the last one with its token.
 */
export const browseRecipesQueryOptions = (filters: BrowseFilters) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.publicRecipeLists, 'browse', filters.cuisine, filters.tags] as const,
    queryFn: ({ pageParam, signal }) => fetchBrowsePage(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextToken,
  });

/** Pages of public recipes matching the filters. */
export const useBrowseRecipes = (filters: BrowseFilters) => useInfiniteQuery(browseRecipesQueryOptions(filters));
