import { PRICES, type SubscriptionResponse, type TestCheckout as TestCheckoutView } from '@sous/contract/billing';
import type { SubscriptionRecord, TestCheckout } from './billing.repository';
import { tierOfSubscription } from './premium.policy';

/** `GET /api/stripe/subscription`: the account (FREE with no status when it never subscribed) and the subscription. */
export function presentSubscription(userId: string, record: SubscriptionRecord | undefined): SubscriptionResponse {
  return {
    account: { accountId: userId, planType: record?.planType ?? 'FREE', stripeStatus: record?.status ?? null },
    subscription: record?.status
      ? {
          status: record.status,
          cancelAtPeriodEnd: record.cancelAtPeriodEnd,
          currentPeriodEnd: record.currentPeriodEnd,
          trialEnd: record.trialEnd,
          interval: record.interval,
        }
      : null,
    isPremium: tierOfSubscription(record) === 'premium',
  };
}

/** A test checkout as its page shows it; an open one past its time reads as expired. */
export function presentTestCheckout(checkout: TestCheckout, email: string | null, cancelUrl: string): TestCheckoutView {
  const expired = checkout.status === 'open' && new Date(checkout.expiresAt) <= new Date();
  return {
    id: checkout.id,
    status: expired ? 'expired' : checkout.status,
    email,
    planName: 'Sous Premium',
    interval: checkout.interval,
    amount: checkout.interval === 'year' ? PRICES.yearly : PRICES.monthly,
    trialDays: checkout.trialDays,
    cancelUrl,
  };
}
