import { redirectUrlSchema, type RedirectUrl } from '@sous/contract/billing';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST /api/stripe/customer-portal` (spec 1 §7): the billing portal's address. */
export async function openCustomerPortal(): Promise<RedirectUrl> {
  return redirectUrlSchema.parse(await api.post('/stripe/customer-portal'));
}

/** Asks for the billing portal; the caller follows the url it answers with. */
export function useCustomerPortal() {
  return useMutation({ mutationFn: openCustomerPortal });
}
