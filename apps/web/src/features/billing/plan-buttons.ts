import type { SubscriptionResponse } from '@sous/contract/billing';

export type BillingInterval = 'month' | 'year';

/** What the plans page knows about the person looking at it. */
export interface PlanState {
  signedIn: boolean;
  /** The server's verdict (settings tier, or the subscription call's). */
  premium: boolean;
  subscription: SubscriptionResponse['subscription'] | undefined;
}

/**
 * The Premium card's button (spec 1 §2 Pricing): 'Renew Subscription' while a cancellation is
 * pending (it is undone on the profile), 'Current Plan' while premium, else 'Subscribe Now'.
 * A pending cancellation is checked first: the subscription is still active until it ends.
 */
export function premiumCardButton({ signedIn, premium, subscription }: PlanState): 'renew' | 'current' | 'subscribe' {
  if (!signedIn) return 'subscribe';
  const live = subscription?.status === 'active' || subscription?.status === 'trialing';
  if (live && subscription.cancelAtPeriodEnd) return 'renew';
  if (live || premium) return 'current';
  return 'subscribe';
}

/** The closing call to action: 'You're already Premium!', 'Upgrade to Premium' or 'Get started for free'. */
export function closingCall({ signedIn, premium }: PlanState): 'alreadyPremium' | 'upgrade' | 'getStarted' {
  if (!signedIn) return 'getStarted';
  return premium ? 'alreadyPremium' : 'upgrade';
}
