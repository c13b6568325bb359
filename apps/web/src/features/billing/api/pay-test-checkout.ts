import { redirectUrlSchema, type RedirectUrl, type TestCard } from '@sous/contract/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session';
import { refreshBilling } from './subscription';

/**
 * `POST /api/billing/test-checkout/{id}/pay` (local test mode): answers the success page's address,
 * 402 for a declined test card, 400 naming the field that is wrong.
 */
export async function payTestCheckout(sessionId: string, card: TestCard): Promise<RedirectUrl> {
  return redirectUrlSchema.parse(await api.post(`/billing/test-checkout/${encodeURIComponent(sessionId)}/pay`, card));
}

/** Pays a test checkout; once paid the tier is read again so the whole app follows. */
export function usePayTestCheckout(sessionId: string) {
  const client = useQueryClient();
  const userId = useSession().user?.id ?? null;
  return useMutation({
    mutationFn: (card: TestCard) => payTestCheckout(sessionId, card),
    onSuccess: () => refreshBilling(client, userId),
  });
}
