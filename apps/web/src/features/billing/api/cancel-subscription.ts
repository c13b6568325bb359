import { subscriptionResponse, type SubscriptionResponse } from '@sous/contract/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session';
import { refreshBilling, subscriptionQueryKey } from './subscription';

/** `DELETE /api/stripe/subscription` (spec 1 §7): cancels at the end of the period. */
export async function cancelSubscription(): Promise<SubscriptionResponse> {
  return subscriptionResponse.parse(await api.delete('/stripe/subscription'));
}

/** Cancels at period end; the answer replaces the cached subscription, then the tier is read again. */
export function useCancelSubscription() {
  const client = useQueryClient();
  const userId = useSession().user?.id ?? null;
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (answer) => {
      client.setQueryData(subscriptionQueryKey(userId), answer);
    },
    onSettled: () => refreshBilling(client, userId),
  });
}
