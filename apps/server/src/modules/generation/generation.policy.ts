import type { Actor } from '../../http/actor';
import { isPremium } from '../billing/premium.policy';
import type { Generation } from './generations.repository';

/** The allowance subject a signed-in user's generations count against. */
export const userAllowanceSubject = (userId: string) => `user:${userId}`;

/**
 * Free and anonymous generations are counted per user, or for visitors per device key AND client
 * address (clearing the cookie does not reset the day). Premium users are not counted.
 */
export function allowanceSubjects(actor: Actor): string[] | null {
  if (isPremium(actor)) return null;
  return actor.kind === 'user' ? [userAllowanceSubject(actor.userId)] : [`device:${actor.deviceKey}`, `ip:${actor.addressKey}`];
}

/** A user's generation is theirs; a visitor's belongs to the device that asked. */
export function canSeeGeneration(actor: Actor, generation: Generation): boolean {
  if (generation.owner.userId !== null) return actor.kind === 'user' && actor.userId === generation.owner.userId;
  return generation.owner.deviceKey !== null && generation.owner.deviceKey === actor.deviceKey;
}
