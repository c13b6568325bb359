import { redirectUrlSchema, type RedirectUrl } from '@sous/contract/billing';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST /api/billing/test-checkout/{id}/cancel` (local test mode): leaves the checkout; answers the plans page's address. */
export async function cancelTestCheckout(sessionId: string): Promise<RedirectUrl> {
  return redirectUrlSchema.parse(await api.post(`/billing/test-checkout/${encodeURIComponent(sessionId)}/cancel`));
}

/** Leaves a test checkout; the caller follows the url it answers with. */
export function useCancelTestCheckout(sessionId: string) {
  return useMutation({ mutationFn: () => cancelTestCheckout(sessionId) });
}
