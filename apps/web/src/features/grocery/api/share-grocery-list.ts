import { groceryShareResponse, type GroceryList } from '@sous/contract/grocery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';

/** `POST /api/grocery-lists/{id}/share`: starts (or keeps) the list's read-only link; answers its token. */
export async function shareGroceryList(listId: string): Promise<string> {
  return groceryShareResponse.parse(await api.post(`/grocery-lists/${encodeURIComponent(listId)}/share`)).shareToken;
}

/** Shares a list; the cached list carries its token at once. */
export function useShareGroceryList() {
  const client = useQueryClient();
  const userId = useSession().user?.id ?? null;
  return useMutation({
    mutationFn: shareGroceryList,
    onSuccess: (shareToken, listId) => {
      client.setQueryData<GroceryList>(queryKeys.groceryList(userId, listId), (list) => list && { ...list, shareToken });
    },
  });
}
