import { subscriptionResponse, type SubscriptionResponse } from '@sous/contract/billing';
import { queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';

/** The subscription's cache key, under the person's own prefix (dropped on sign-out). */
export const subscriptionQueryKey = (userId: string | null) => [...queryKeys.user(userId), 'subscription'] as const;

/** `GET /api/stripe/subscription`: the account, its subscription and the server's premium verdict. */
export async function fetchSubscription(signal?: AbortSignal): Promise<SubscriptionResponse> {
  return subscriptionResponse.parse(await api.get('/stripe/subscription', { signal }));
}

/** Query options for one person's subscription; without a person the query never runs. */
export const subscriptionQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: subscriptionQueryKey(userId),
    queryFn: userId === null ? skipToken : ({ signal }) => fetchSubscription(signal),
  });

/** The signed-in person's subscription (idle while signed out). */
export function useSubscription() {
  const { user } = useSession();
  return useQuery(subscriptionQueryOptions(user?.id ?? null));
}

/**
 * After anything that may change the tier (checkout, cancel, reactivate): read the settings and the
 * subscription again, so the header's badge and every screen follow the server's verdict.
 */
export function refreshBilling(client: QueryClient, userId: string | null): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.userData(userId) }),
    client.invalidateQueries({ queryKey: subscriptionQueryKey(userId) }),
  ]).then(() => undefined);
}
