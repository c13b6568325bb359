import { groceryListsResponse, type GroceryListSummary } from '@sous/contract/grocery';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';
import { isNotFound } from '../grocery-errors';

/** `GET /api/grocery-lists`: the signed-in person's lists, newest first, without their items. A 404 is no lists (spec 3 §7). */
export async function fetchGroceryLists(signal?: AbortSignal): Promise<GroceryListSummary[]> {
  try {
    return groceryListsResponse.parse(await api.get('/grocery-lists', { signal })).lists;
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
}

/** Query options for one person's lists; without a person the query never runs. */
export const groceryListsQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: queryKeys.groceryLists(userId),
    queryFn: userId === null ? skipToken : ({ signal }) => fetchGroceryLists(signal),
  });

/** The signed-in person's grocery lists (idle while signed out). */
export function useGroceryLists() {
  const { user } = useSession();
  return useQuery(groceryListsQueryOptions(user?.id ?? null));
}
