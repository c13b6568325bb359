import { groceryListSchema, type GroceryList } from '@sous/contract/grocery';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';

/** `GET /api/grocery-lists/{id}`: one of the person's lists with its categories and items (404 for anyone else's). */
export async function fetchGroceryList(listId: string, signal?: AbortSignal): Promise<GroceryList> {
  return groceryListSchema.parse(await api.get(`/grocery-lists/${encodeURIComponent(listId)}`, { signal }));
}

/** Query options for one list of one person; without a person the query never runs. */
export const groceryListQueryOptions = (userId: string | null, listId: string) =>
  queryOptions({
    queryKey: queryKeys.groceryList(userId, listId),
    queryFn: userId === null ? skipToken : ({ signal }) => fetchGroceryList(listId, signal),
  });

/** One of the signed-in person's lists (idle while signed out). */
export function useGroceryList(listId: string) {
  const { user } = useSession();
  return useQuery(groceryListQueryOptions(user?.id ?? null, listId));
}
