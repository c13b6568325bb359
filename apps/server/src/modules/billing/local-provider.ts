import { uuidV7 } from '../../platform/ids';
import type { BillingProvider } from './billing-provider';
import type { BillingRepository, Interval, SubscriptionRecord, SubscriptionState } from './billing.repository';

/** How long a test checkout page stays payable, as Stripe's sessions do. */
const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

/** `at` plus one billing interval. */
export function addInterval(at: Date, interval: Interval): Date {
  const next = new Date(at);
  if (interval === 'year') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/**
 * The local test-mode provider: checkout and portal are pages Sous serves itself
 * (`/billing/checkout/{id}`, `/billing/portal`), no money moves, and the subscription's clock is
 * kept here: a period that has ended renews, or ends the subscription when it was cancelled.
 */
export function createLocalProvider(repository: BillingRepository, publicUrl: string): BillingProvider {
  return {
    name: 'local',

    async startCheckout(request) {
      const now = new Date();
      const id = uuidV7(now.getTime());
      await repository.createTestCheckout({
        id,
        userId: request.userId,
        priceId: request.priceId,
        interval: request.interval,
        trialDays: request.trialDays,
        status: 'open',
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + CHECKOUT_TTL_MS).toISOString(),
      });
      return `${publicUrl}/billing/checkout/${id}`;
    },

    portalUrl: () => Promise.resolve(`${publicUrl}/billing/portal`),

    setCancelAtPeriodEnd: (subscription, cancel) => Promise.resolve({ ...subscription, cancelAtPeriodEnd: cancel }),

    // Nothing to tell anyone: the record itself is erased with the account.
    cancelNow: () => Promise.resolve(),

    settle(subscription, now) {
      const live = subscription.status === 'active' || subscription.status === 'trialing';
      if (!live || !subscription.currentPeriodEnd || new Date(subscription.currentPeriodEnd) > now) return subscription;
      if (subscription.cancelAtPeriodEnd) return { ...subscription, planType: 'FREE', status: 'canceled', cancelAtPeriodEnd: false };
      let periodEnd = new Date(subscription.currentPeriodEnd);
      while (periodEnd <= now) periodEnd = addInterval(periodEnd, subscription.interval ?? 'month');
      const renewed: SubscriptionState = { ...subscription, status: 'active', currentPeriodEnd: periodEnd.toISOString() };
      return renewed;
    },
  };
}

/** The state a paid test checkout starts: a trial when it has one, else a first paid period. */
export function startedSubscription(checkout: { id: string; userId: string; interval: Interval; trialDays: number }, existing: SubscriptionRecord | undefined, now: Date): SubscriptionState {
  const trialEnd = checkout.trialDays > 0 ? new Date(now.getTime() + checkout.trialDays * 24 * 60 * 60 * 1000) : null;
  return {
    planType: 'PERSONAL',
    status: trialEnd ? 'trialing' : 'active',
    cancelAtPeriodEnd: false,
    currentPeriodEnd: (trialEnd ?? addInterval(now, checkout.interval)).toISOString(),
    trialEnd: trialEnd?.toISOString() ?? null,
    interval: checkout.interval,
    customerId: existing?.customerId ?? `cus_local_${uuidV7(now.getTime()).replaceAll('-', '')}`,
    subscriptionId: `sub_local_${checkout.id.replaceAll('-', '')}`,
    subscriptionCreatedAt: now.toISOString(),
  };
}
