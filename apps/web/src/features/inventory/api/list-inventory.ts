import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';
import { inventoryListSchema, type InventoryItem } from './schemas';

/** `GET /api/inventory`: the signed-in person's pantry items (spec 3 §7: `items`, or the answer itself). */
export async function fetchInventory(signal?: AbortSignal): Promise<InventoryItem[]> {
  const answer = inventoryListSchema.parse(await api.get('/inventory', { signal }));
  return Array.isArray(answer) ? answer : answer.items;
}

/** Query options for one person's inventory; without a person the query never runs. */
export const inventoryQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: queryKeys.inventory(userId),
    queryFn: userId === null ? skipToken : ({ signal }) => fetchInventory(signal),
  });

/** The signed-in person's inventory (idle while signed out). */
export function useInventory() {
  const { user } = useSession();
  return useQuery(inventoryQueryOptions(user?.id ?? null));
}
