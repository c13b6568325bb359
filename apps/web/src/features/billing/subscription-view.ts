import type { SubscriptionResponse } from '@sous/contract/billing';
import { billingStrings as s, longDate } from './strings';

/** What the profile shows about a subscription and which actions it offers (spec 1 §4). */
export interface SubscriptionView {
  /** 'Premium Active' for active, 'Free Trial' for trialing, 'Free Tier' for anything else. */
  label: string;
  kind: 'active' | 'trialing' | 'free';
  /** 'Cancels on {date}' while a cancellation at period end is pending. */
  cancelsOn: string | null;
  /** The trial's last day (trialing only). */
  trialEndsOn: string | null;
  /** The next renewal (active, not cancelling). */
  renewsOn: string | null;
  /** The end of the period paid for (or of the trial): premium lasts until then after a cancellation. */
  periodEnd: string | null;
  canCancel: boolean;
  canReactivate: boolean;
  /** There is a subscription at the payment provider whose billing can be managed. */
  canManageBilling: boolean;
  /** 'Share Premium Access' (coming soon) shows only for active or trialing subscriptions. */
  showShare: boolean;
}

const free: SubscriptionView = {
  label: s.freeTier,
  kind: 'free',
  cancelsOn: null,
  trialEndsOn: null,
  renewsOn: null,
  periodEnd: null,
  canCancel: false,
  canReactivate: false,
  canManageBilling: false,
  showShare: false,
};

/**
 * The profile's view of the subscription. Without an answer from the subscription call (loading or
 * failed) only the settings' tier is known: premium shows as 'Premium Active' with no actions.
 */
export function subscriptionView(answer: SubscriptionResponse | undefined, settingsPremium: boolean): SubscriptionView {
  const subscription = answer?.subscription ?? null;
  if (!subscription) {
    const premium = answer ? answer.isPremium : settingsPremium;
    return premium ? { ...free, label: s.premiumActive, kind: 'active' } : free;
  }
  const kind = subscription.status === 'active' ? 'active' : subscription.status === 'trialing' ? 'trialing' : 'free';
  if (kind === 'free') return { ...free, canManageBilling: true };
  const periodEnd = longDate(subscription.currentPeriodEnd ?? subscription.trialEnd);
  const cancelling = subscription.cancelAtPeriodEnd;
  return {
    label: kind === 'active' ? s.premiumActive : s.freeTrial,
    kind,
    cancelsOn: cancelling ? periodEnd : null,
    trialEndsOn: kind === 'trialing' ? longDate(subscription.trialEnd ?? subscription.currentPeriodEnd) : null,
    renewsOn: kind === 'active' && !cancelling ? periodEnd : null,
    periodEnd,
    canCancel: !cancelling,
    canReactivate: cancelling,
    canManageBilling: true,
    showShare: true,
  };
}
