import { groceryListSchema, type GroceryList, type UpdateGroceryListBody } from '@sous/contract/grocery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';
import { toUpdateBody, type GroceryEdit } from '../grocery-edits';

/** `PUT /api/grocery-lists/{id}`: the whole list (name, categories, items) replaces the stored one. */
export async function updateGroceryList(listId: string, body: UpdateGroceryListBody): Promise<GroceryList> {
  return groceryListSchema.parse(await api.put(`/grocery-lists/${encodeURIComponent(listId)}`, body));
}

/**
 * Changes a list the instant the cook acts, then tells the server (spec 3 §2 check-off, rename,
 * categories, items). Each change is an edit function applied to the cached list at once; the
 * PUTs of one list go out one after another (a mutation scope), each sending the list as the
 * screen holds it then, so a later answer never lands before an earlier request. When one fails,
 * the list goes back to how it was before that change, with the changes made after it replayed,
 * and is read again from the server once nothing is waiting. Callers use `mutateAsync` to show
 * their own failure message.
 */
export function useUpdateGroceryList(listId: string) {
  const client = useQueryClient();
  const userId = useSession().user?.id ?? null;
  const key = queryKeys.groceryList(userId, listId);
  const mutationKey = ['grocery-list-update', userId, listId];
  /** The edits still waiting, in the order the cook made them. */
  const waiting = () =>
    client
      .getMutationCache()
      .findAll({ mutationKey, exact: true, status: 'pending' })
      .map((mutation) => mutation.state.variables as GroceryEdit);

  return useMutation({
    mutationKey,
    scope: { id: `grocery-list:${listId}` },
    onMutate: async (edit: GroceryEdit) => {
      // A read in flight would overwrite the change; without one the change lands in the same
      // tick as the click (no await), so a checkbox never shows its old state for a frame.
      if (client.isFetching({ queryKey: key }) > 0) await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<GroceryList>(key);
      if (before) client.setQueryData(key, edit(before));
      return { before };
    },
    mutationFn: async () => {
      const current = client.getQueryData<GroceryList>(key);
      if (!current) throw new Error('The grocery list is not loaded');
      return updateGroceryList(listId, toUpdateBody(current));
    },
    onSuccess: (saved) => {
      // Only the last answer of a run may replace the screen's copy: an earlier one lacks later changes.
      if (waiting().length <= 1) client.setQueryData(key, saved);
    },
    onError: (_error, edit, context) => {
      if (context?.before) {
        const pending = waiting();
        const later = pending.slice(pending.indexOf(edit) + 1);
        client.setQueryData(key, later.reduce((list, next) => next(list), context.before));
      }
      if (waiting().length <= 1) void client.invalidateQueries({ queryKey: key });
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.groceryLists(userId), exact: true }),
  });
}
