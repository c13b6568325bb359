import { testCheckoutSchema, type TestCheckout } from '@sous/contract/billing';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';

/** The test checkout's cache key, under the person's own prefix. */
export const testCheckoutQueryKey = (userId: string | null, sessionId: string) => [...queryKeys.user(userId), 'test-checkout', sessionId] as const;

/** `GET /api/billing/test-checkout/{id}` (local test mode): the checkout session the page shows; 404 for anyone else's. */
export async function fetchTestCheckout(sessionId: string, signal?: AbortSignal): Promise<TestCheckout> {
  return testCheckoutSchema.parse(await api.get(`/billing/test-checkout/${encodeURIComponent(sessionId)}`, { signal }));
}

/** Query options for one checkout session of one person; a 404 is final, so it is not retried. */
export const testCheckoutQueryOptions = (userId: string | null, sessionId: string) =>
  queryOptions({
    queryKey: testCheckoutQueryKey(userId, sessionId),
    queryFn: userId === null ? skipToken : ({ signal }) => fetchTestCheckout(sessionId, signal),
    retry: false,
  });

/** The signed-in person's checkout session. */
export function useTestCheckout(sessionId: string) {
  const { user } = useSession();
  return useQuery(testCheckoutQueryOptions(user?.id ?? null, sessionId));
}
