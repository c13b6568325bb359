import type { UserSettings } from '@sous/contract/user';

/**
 * Whether a person arriving from sign-in goes through onboarding first: when their profile has no
 * first name or they have no screen name yet. Sign-up asks for the first name, so in practice it is
 * the screen name, which sharing and community photos need (spec 2); the onboarding screen asks for
 * both and lets through only people who have both (spec 1 §2).
 */
export function needsOnboarding(settings: Pick<UserSettings, 'profile' | 'screenName'>): boolean {
  return !settings.profile.firstName.trim() || !settings.screenName;
}
