import { subscriptionResponse, type SubscriptionResponse } from '@sous/contract/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session';
import { refreshBilling, subscriptionQueryKey } from './subscription';

/** `POST /api/stripe/subscription` with `{action:'reactivate'}` (spec 1 §7): the cancellation is withdrawn. */
export async function reactivateSubscription(): Promise<SubscriptionResponse> {
  return subscriptionResponse.parse(await api.post('/stripe/subscription', { action: 'reactivate' }));
}

/** Reactivates; the answer replaces the cached subscription, then the tier is read again. */
export function useReactivateSubscription() {
  const client = useQueryClient();
  const userId = useSession().user?.id ?? null;
  return useMutation({
    mutationFn: reactivateSubscription,
    onSuccess: (answer) => {
      client.setQueryData(subscriptionQueryKey(userId), answer);
    },
    onSettled: () => refreshBilling(client, userId),
  });
}
