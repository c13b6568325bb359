import { groceryListSchema, type CreateGroceryListBody, type GroceryList } from '@sous/contract/grocery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';

/** `POST /api/grocery-lists` without generateAsync: a list written by hand (spec 3 §7), here always empty at first. */
export async function createGroceryList(body: CreateGroceryListBody): Promise<GroceryList> {
  return groceryListSchema.parse(await api.post('/grocery-lists', body));
}

/** Creates a list: it is cached at once (the screen opens it next) and the person's lists are refreshed. */
export function useCreateGroceryList() {
  const client = useQueryClient();
  const userId = useSession().user?.id ?? null;
  return useMutation({
    mutationFn: createGroceryList,
    onSuccess: (list) => {
      client.setQueryData(queryKeys.groceryList(userId, list.listId), list);
      void client.invalidateQueries({ queryKey: queryKeys.groceryLists(userId) });
    },
  });
}
