import type { SubscriptionTier, UserSettings } from '@sous/contract/user';
import type { UserRow } from './users.repository';

const tierOf = (stored: string): SubscriptionTier => (stored === 'premium' ? 'premium' : 'free');

function preferencesOf(stored: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(stored);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The user settings of spec 1 §3 for a stored user. The account id is the user id (one account each). */
export function presentUserSettings(row: UserRow): UserSettings {
  return {
    accountId: row.id,
    profile: {
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email ?? '',
      updatedAt: row.profile_updated_at,
    },
    screenName: row.screen_name,
    preferences: preferencesOf(row.preferences),
    accountStatus: { subscriptionTier: tierOf(row.subscription_tier) },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
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
