import { redirectUrlSchema, type CheckoutBody, type RedirectUrl } from '@sous/contract/billing';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST /api/stripe/create-checkout-session` (spec 1 §7): the address of the checkout to send the browser to. */
export async function createCheckoutSession(body: CheckoutBody): Promise<RedirectUrl> {
  return redirectUrlSchema.parse(await api.post('/stripe/create-checkout-session', body));
}

/** Starts a checkout; the caller follows the url it answers with. */
export function useCreateCheckoutSession() {
  return useMutation({ mutationFn: createCheckoutSession });
}
