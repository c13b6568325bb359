import type { PublicConfig } from '@sous/contract/public-config';
import type { Recipe } from '@sous/contract/recipe-api';
import type { UserSettings } from '@sous/contract/user';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { generationStatusQueryOptions } from '../features/generator/api/generation-status';
import { savedPreferencesQueryOptions } from '../features/preferences/api/saved-preferences';
import { recipesQueryOptions } from '../features/recipes/api/list-recipes';
import { publicConfigQueryOptions } from '../config/env';
import { clearUserQueries } from '../lib/query-keys';
import { userDataQueryOptions } from '../lib/session/user-data';

const recipe = { id: 'r1', name: 'Chili' } as Recipe;
const settings = { screenName: 'ada_cook' } as UserSettings;
const config: PublicConfig = {
  publicUrl: 'http://localhost:3000',
  oidc: { issuer: 'http://localhost:3000/oidc', clientId: 'sous-web', audience: 'http://localhost:3000/api' },
  billing: { provider: 'local', monthlyPriceId: 'price_local_monthly', yearlyPriceId: 'price_local_yearly' },
  analytics: null,
};

/** Fills a cache the way screens do, with each feature's own query options. */
function cacheOf(userId: string) {
  const client = new QueryClient();
  client.setQueryData(recipesQueryOptions(userId).queryKey, [recipe]);
  client.setQueryData(userDataQueryOptions(userId).queryKey, settings);
  client.setQueryData(savedPreferencesQueryOptions(userId).queryKey, { allergies: ['Peanuts'] });
  client.setQueryData(generationStatusQueryOptions(userId, 'g1').queryKey, { status: 'completed', result: [recipe], error: null });
  client.setQueryData(generationStatusQueryOptions(null, 'g2').queryKey, { status: 'running', result: null, error: null });
  return client;
}

describe('query keys', () => {
  it("keep each person's answers apart: another person's keys find nothing", () => {
    const client = cacheOf('ada');
    expect(client.getQueryData(recipesQueryOptions('ada').queryKey)).toEqual([recipe]);
    expect(client.getQueryData(recipesQueryOptions('grace').queryKey)).toBeUndefined();
    expect(client.getQueryData(userDataQueryOptions('grace').queryKey)).toBeUndefined();
    expect(client.getQueryData(savedPreferencesQueryOptions('grace').queryKey)).toBeUndefined();
    expect(client.getQueryData(generationStatusQueryOptions('grace', 'g1').queryKey)).toBeUndefined();
    expect(client.getQueryData(generationStatusQueryOptions(null, 'g1').queryKey)).toBeUndefined();
  });

  it('sign-out drops every signed-in query and keeps the visitor and site-wide ones', () => {
    const client = cacheOf('ada');
    client.setQueryData(publicConfigQueryOptions().queryKey, config);
    clearUserQueries(client);
    expect(client.getQueryData(recipesQueryOptions('ada').queryKey)).toBeUndefined();
    expect(client.getQueryData(userDataQueryOptions('ada').queryKey)).toBeUndefined();
    expect(client.getQueryData(savedPreferencesQueryOptions('ada').queryKey)).toBeUndefined();
    expect(client.getQueryData(generationStatusQueryOptions('ada', 'g1').queryKey)).toBeUndefined();
    expect(client.getQueryData(generationStatusQueryOptions(null, 'g2').queryKey)).toMatchObject({ status: 'running' });
    expect(client.getQueryData(publicConfigQueryOptions().queryKey)).toEqual(config);
  });
});
