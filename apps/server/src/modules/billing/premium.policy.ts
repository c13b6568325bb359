import { PREMIUM_STATUSES, type PlanType } from '@sous/contract/billing';
import { ErrorCode } from '@sous/contract/errors';
import type { Actor, Tier, UserActor } from '../../http/actor';
import { AppError } from '../../http/app-error';

/** The spec's text when a free user reaches for a premium feature. */
export const PREMIUM_REQUIRED_MESSAGE =
  'You need a premium subscription to save preferences. Please upgrade to premium to access this feature.';

/**
 * The premium rule (spec 1 §4), decided on the server only: a paid plan (PERSONAL or FAMILY)
 * whose status is active or trialing. No subscription record means FREE.
 */
export function tierOfSubscription(subscription: { planType: PlanType; status: string | null } | undefined): Tier {
  if (!subscription || subscription.planType === 'FREE') return 'free';
  return (PREMIUM_STATUSES as readonly (string | null)[]).includes(subscription.status) ? 'premium' : 'free';
}

export const isPremium = (actor: Actor): boolean => actor.kind === 'user' && actor.tier === 'premium';

/** 403 with the spec's message unless the caller is premium. */
export function requirePremium(actor: Actor, message = PREMIUM_REQUIRED_MESSAGE): asserts actor is UserActor {
  if (actor.kind !== 'user' || !isPremium(actor)) throw new AppError(403, ErrorCode.PremiumRequired, message);
}
