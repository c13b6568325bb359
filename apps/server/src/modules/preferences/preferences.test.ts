import type { ErrorBody } from '@sous/contract/errors';
import type { Preferences } from '@sous/contract/preferences';
import { describe, expect, it } from 'vitest';
import { buildUser, subscribeToPremium } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { PREMIUM_REQUIRED_MESSAGE } from '../billing/premium.policy';

const t = useTestApp();
const url = '/api/user-data/user-preferences';
const valid = {
  healthiness: 3,
  allergies: ['Peanuts', 'Sesame'],
  otherAllergies: 'kiwi',
  cuisinesPreferred: ['Thai', 'Greek'],
  prepTime: '15-30',
  dietaryRestrictions: ['Vegetarian'],
};

describe('food preferences', () => {
  it('answers {} without a token and for a user who saved none', async () => {
    expect((await t.app.inject({ url })).json()).toEqual({ preferences: {} });
    const user = await buildUser(t.app);
    expect((await t.app.inject({ url, headers: user.headers })).json()).toEqual({ preferences: {} });
  });

  it('refuses to save for a free user, with the spec message, and keeps nothing', async () => {
    const user = await buildUser(t.app);
    const answer = await t.app.inject({ method: 'PUT', url, headers: user.headers, payload: { preferences: valid } });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ code: 'PREMIUM_REQUIRED', message: PREMIUM_REQUIRED_MESSAGE });
    expect((await t.app.inject({ url, headers: user.headers })).json()).toEqual({ preferences: {} });
  });

  it('saves for a premium user, validating every field', async () => {
    const user = await buildUser(t.app);
    await subscribeToPremium(t.app, user);
    const put = (preferences: unknown) => t.app.inject({ method: 'PUT', url, headers: user.headers, payload: { preferences } as object });

    expect((await put(valid)).statusCode).toBe(200);
    for (const bad of [
      { ...valid, healthiness: 4 },
      { ...valid, healthiness: 0 },
      { ...valid, allergies: ['Kiwi'] },
      { ...valid, allergies: ['Peanuts', 'Peanuts'] },
      { ...valid, cuisinesPreferred: ['Martian'] },
      { ...valid, prepTime: '5-10' },
      { ...valid, dietaryRestrictions: ['Carnivore'] },
      { ...valid, otherAllergies: 'x'.repeat(501) },
    ]) {
      const answer = await put(bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(answer.json<ErrorBody>().code).toBe('VALIDATION_FAILED');
    }
    // Defaults fill what is missing; unknown fields are dropped.
    expect((await put({ allergies: ['Soy'], subscriptionTier: 'premium' })).json()).toEqual({
      preferences: { healthiness: 2, allergies: ['Soy'], otherAllergies: '', cuisinesPreferred: [], prepTime: '30-60', dietaryRestrictions: [] },
    });
    expect((await t.app.inject({ url, headers: user.headers })).json<{ preferences: Preferences }>().preferences.allergies).toEqual(['Soy']);
  });

  it('needs a sign-in to save', async () => {
    expect((await t.app.inject({ method: 'PUT', url, payload: { preferences: valid } })).statusCode).toBe(401);
  });
});
