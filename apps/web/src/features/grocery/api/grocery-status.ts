import { groceryRequestStatusSchema, type GroceryRequestStatus } from '@sous/contract/grocery';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/grocery-lists/status/{requestId}`: pending, running, completed (with its listId) or failed (with its error). */
export async function fetchGroceryStatus(requestId: string, signal?: AbortSignal): Promise<GroceryRequestStatus> {
  return groceryRequestStatusSchema.parse(await api.get(`/grocery-lists/status/${encodeURIComponent(requestId)}`, { signal }));
}

/**
 * Query options for one request's status. Each poll asks afresh and a failed poll is not retried
 * here: the screen says so and polls again (spec 3 §4). useGroceryGeneration polls with these.
 */
export const groceryStatusQueryOptions = (userId: string | null, requestId: string) =>
  queryOptions({
    queryKey: queryKeys.groceryRequest(userId, requestId),
    queryFn: userId === null ? skipToken : ({ signal }) => fetchGroceryStatus(requestId, signal),
    staleTime: 0,
    retry: false,
  });
