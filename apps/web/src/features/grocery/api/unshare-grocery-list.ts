import type { GroceryList } from '@sous/contract/grocery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';

/** `DELETE /api/grocery-lists/{id}/share`: the read-only link stops working. */
export async function unshareGroceryList(listId: string): Promise<void> {
  await api.delete(`/grocery-lists/${encodeURIComponent(listId)}/share`);
}

/** Ends a list's read-only link; the cached list loses its token at once. */
export function useUnshareGroceryList() {
  const client = useQueryClient();
  const userId = useSession().user?.id ?? null;
  return useMutation({
    mutationFn: unshareGroceryList,
    onSuccess: (_nothing, listId) => {
      client.setQueryData<GroceryList>(queryKeys.groceryList(userId, listId), (list) => list && { ...list, shareToken: null });
    },
  });
}
