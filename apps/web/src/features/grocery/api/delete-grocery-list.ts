import type { GroceryListSummary } from '@sous/contract/grocery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';

/** `DELETE /api/grocery-lists/{id}`. */
export async function deleteGroceryList(listId: string): Promise<void> {
  await api.delete(`/grocery-lists/${encodeURIComponent(listId)}`);
}

/** Deletes a list: once the server agrees it leaves the cached lists and its own copy is dropped. */
export function useDeleteGroceryList() {
  const client = useQueryClient();
  const userId = useSession().user?.id ?? null;
  return useMutation({
    mutationFn: deleteGroceryList,
    onSuccess: (_nothing, listId) => {
      client.setQueryData<GroceryListSummary[]>(queryKeys.groceryLists(userId), (lists) => lists?.filter((list) => list.listId !== listId));
      client.removeQueries({ queryKey: queryKeys.groceryList(userId, listId) });
      void client.invalidateQueries({ queryKey: queryKeys.groceryLists(userId) });
    },
  });
}
