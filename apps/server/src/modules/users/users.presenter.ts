import type { UserSettings } from '@sous/contract/user';
import type { Tier } from '../../http/actor';
import type { Account } from './users.repository';

/**
 * The user settings of spec 1 §3 for a stored user, with the tier the premium policy gave them.
 * The account id is the user id (one account each).
 */
export function presentUserSettings(account: Account, tier: Tier): UserSettings {
  return {
    accountId: account.id,
    profile: {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email ?? '',
      updatedAt: account.profileUpdatedAt,
    },
    screenName: account.screenName,
    preferences: account.preferences,
    accountStatus: { subscriptionTier: tier },
    createdAt: account.createdAt,
    updatedAt: account.updatedAt,
  };
}

/** What a caller without a token gets: the same shape, empty, on the free tier. */
export function defaultUserSettings(): UserSettings {
  return {
    accountId: null,
    profile: { firstName: '', lastName: '', email: '', updatedAt: null },
    screenName: null,
    preferences: {},
    accountStatus: { subscriptionTier: 'free' },
    createdAt: null,
    updatedAt: null,
  };
}
