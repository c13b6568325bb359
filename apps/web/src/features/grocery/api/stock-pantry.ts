import { stockPantryResponse, type GroceryList, type StockPantryResponse } from '@sous/contract/grocery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';

/** `POST /api/grocery-lists/{id}/pantry`: puts bought items in the pantry (each once); answers how many and the list after. */
export async function stockPantry(listId: string, itemIds: readonly string[]): Promise<StockPantryResponse> {
  return stockPantryResponse.parse(await api.post(`/grocery-lists/${encodeURIComponent(listId)}/pantry`, { itemIds }));
}

/** Stocks the pantry from a list; the cached list then shows those items in the pantry. */
export function useStockPantry(listId: string) {
  const client = useQueryClient();
  const userId = useSession().user?.id ?? null;
  return useMutation({
    mutationFn: (itemIds: readonly string[]) => stockPantry(listId, itemIds),
    onSuccess: ({ list }) => {
      client.setQueryData<GroceryList>(queryKeys.groceryList(userId, listId), list);
      // The pantry screen reads again when next shown.
      void client.invalidateQueries({ queryKey: queryKeys.inventory(userId) });
    },
  });
}
