import { ErrorCode } from '@sous/contract/errors';
import type { Actor, Tier, UserActor } from '../../http/actor';
import { AppError } from '../../http/app-error';

/** The spec's text when a free user reaches for a premium feature. */
export const PREMIUM_REQUIRED_MESSAGE =
  'You need a premium subscription to save preferences. Please upgrade to premium to access this feature.';

/**
 * The premium rule, decided on the server only. Until billing lands the tier stored on the
 * account decides ('free' by default); the billing issue replaces this with the subscription's state.
 */
export const tierOfAccount = (account: { subscriptionTier: string }): Tier =>
  account.subscriptionTier === 'free' ? 'free' : 'premium';

export const isPremium = (actor: Actor): boolean => actor.kind === 'user' && actor.tier === 'premium';

/** 403 with the spec's message unless the caller is premium. */
export function requirePremium(actor: Actor, message = PREMIUM_REQUIRED_MESSAGE): asserts actor is UserActor {
  if (actor.kind !== 'user' || !isPremium(actor)) throw new AppError(403, ErrorCode.PremiumRequired, message);
}
