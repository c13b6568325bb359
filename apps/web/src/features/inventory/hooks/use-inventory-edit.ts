import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/ui/Toast';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';
import type { InventoryItem } from '../api/schemas';
import { reasonOf } from '../inventory-errors';

/** How one kind of inventory edit changes the screen's list before, and after, the server answers. */
export interface InventoryEdit<V, R> {
  call: (vars: V) => Promise<R>;
  /** The change, made to the cached list the instant the cook acts. */
  apply: (items: InventoryItem[], vars: V) => InventoryItem[];
  /** Takes back this one change from the list as it is now (edits made meanwhile stay). */
  undo: (items: InventoryItem[], vars: V, before: InventoryItem[]) => InventoryItem[];
  /** Puts the server's answer in place of the guess (a new item's real id). */
  saved?: (items: InventoryItem[], vars: V, result: R) => InventoryItem[];
  /** The toast when the server refuses. */
  failed: string;
}

/**
 * An optimistic inventory edit (spec 3 §4): the list changes first, a failure takes the change back
 * with an error toast, and the list is read again from the server once no edit is waiting (a read
 * while another edit is in flight would briefly undo it on screen).
 */
export function useInventoryEdit<V, R>({ call, apply, undo, saved, failed }: InventoryEdit<V, R>) {
  const client = useQueryClient();
  const userId = useSession().user?.id ?? null;
  const key = queryKeys.inventory(userId);
  const mutationKey = ['inventory-edit', userId];
  const change = (update: (items: InventoryItem[]) => InventoryItem[]) => {
    client.setQueryData<InventoryItem[]>(key, (items) => (items ? update(items) : items));
  };
  return useMutation({
    mutationKey,
    mutationFn: call,
    onMutate: async (vars: V) => {
      if (client.isFetching({ queryKey: key, exact: true }) > 0) await client.cancelQueries({ queryKey: key, exact: true });
      const before = client.getQueryData<InventoryItem[]>(key) ?? [];
      change((items) => apply(items, vars));
      return { before };
    },
    onSuccess: (result, vars) => {
      if (saved) change((items) => saved(items, vars, result));
    },
    onError: (error, vars, context) => {
      if (context) change((items) => undo(items, vars, context.before));
      notify.error(reasonOf(error, failed));
    },
    onSettled: () => {
      if (client.isMutating({ mutationKey, exact: true }) <= 1) void client.invalidateQueries({ queryKey: key, exact: true });
    },
  });
}
