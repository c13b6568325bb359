import { sharedGroceryListSchema, type SharedGroceryList } from '@sous/contract/grocery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/grocery-lists/shared/{token}`: a list through its read-only link, for anyone (no sign-in). */
export async function fetchSharedGroceryList(token: string, signal?: AbortSignal): Promise<SharedGroceryList> {
  return sharedGroceryListSchema.parse(await api.get(`/grocery-lists/shared/${encodeURIComponent(token)}`, { signal }));
}

/** Query options for a shared list (the app's retry rule leaves a 404, a link that ended, at once). */
export const sharedGroceryListQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.sharedGroceryList(token),
    queryFn: ({ signal }) => fetchSharedGroceryList(token, signal),
  });

/** The list behind a read-only link. */
export function useSharedGroceryList(token: string) {
  return useQuery(sharedGroceryListQueryOptions(token));
}
