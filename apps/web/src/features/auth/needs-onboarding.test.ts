import type { UserSettings } from '@sous/contract/user';
import { describe, expect, it } from 'vitest';
import { needsOnboarding } from './needs-onboarding';

const settings = (firstName: string, screenName: string | null): Pick<UserSettings, 'profile' | 'screenName'> => ({
  profile: { firstName, lastName: '', email: 'cook@example.com', updatedAt: null },
  screenName,
});

describe('needsOnboarding', () => {
  it('sends a new account with a first name (sign-up asks for it) but no screen name to onboarding', () => {
    expect(needsOnboarding(settings('Robin', null))).toBe(true);
    expect(needsOnboarding(settings('Robin', ''))).toBe(true);
  });

  it('sends an account without a first name to onboarding', () => {
    expect(needsOnboarding(settings('', 'robin_bakes'))).toBe(true);
    expect(needsOnboarding(settings('   ', 'robin_bakes'))).toBe(true);
  });

  it('lets an account with both through', () => {
    expect(needsOnboarding(settings('Robin', 'robin_bakes'))).toBe(false);
  });
});
