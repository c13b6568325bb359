import type { Interval, SubscriptionRecord, SubscriptionState } from './billing.repository';

/** What a checkout is for; the provider turns it into a page to send the browser to. */
export interface CheckoutRequest {
  userId: string;
  email: string | null;
  priceId: string;
  interval: Interval;
  /** 0 for no trial. */
  trialDays: number;
  /** The provider's customer when the account has been one before. */
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
}

/**
 * The payment provider behind `/api/stripe/...`: Stripe, or the local test-mode provider a fresh
 * install runs. The billing service keeps the rules and the stored state; a provider only talks
 * to the payment system.
 */
export interface BillingProvider {
  readonly name: 'local' | 'stripe';
  /** A checkout page's address. */
  startCheckout(request: CheckoutRequest): Promise<string>;
  /** The billing portal's address for this customer. */
  portalUrl(subscription: SubscriptionRecord, returnUrl: string): Promise<string>;
  /** Sets or clears cancellation at the end of the period; answers the provider's new state. */
  setCancelAtPeriodEnd(subscription: SubscriptionRecord, cancel: boolean): Promise<SubscriptionState>;
  /** Ends the subscription now (the account is being erased, or it is a second one of the account). */
  cancelNow(subscription: SubscriptionState): Promise<void>;
  /** The state as of `now` where the provider keeps no clock of its own (local), else unchanged. */
  settle(subscription: SubscriptionRecord, now: Date): SubscriptionState;
}
