import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchGenerationStatus } from '../features/generator/api/generation-status';
import { startGeneration } from '../features/generator/api/start-generation';
import { fetchSavedPreferences } from '../features/preferences/api/saved-preferences';
import { fetchRecipes } from '../features/recipes/api/list-recipes';
import { updateRecipe } from '../features/recipes/api/update-recipe';

/** A local stand-in for the Sous API answering whatever the test puts in `served`. */
let served: unknown;
let server: Server;

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(served));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`http://127.0.0.1:${port}/`);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => { resolve(); })));

const recipe = {
  id: 'r1',
  userId: 'u1',
  createdAt: '2026-11-22T12:00:00.000Z',
  updatedAt: '2026-11-22T12:00:00.000Z',
  isSaved: true,
  isDeleted: false,
  expiresAt: null,
  name: 'Weeknight Chili',
  description: 'A thick, smoky chili.',
  cuisine: 'American',
  tags: ['dinner'],
  prepTime: '15 minutes',
  cookTime: '45 minutes',
  servings: 4,
  ingredients: [{ quantity: '1', unit: 'lb', name: 'ground beef' }],
  instructions: ['Brown the beef.'],
  nutritionFacts: { calories: 450, protein: 30, carbs: 25, fat: 22 },
  featuredImageUrl: null,
  imageUrl: null,
  featuredImageId: null,
  source: null,
  sourceUrl: null,
  importId: null,
  tiktokVideo: null,
};

describe('API answers are checked against the contract', () => {
  it('accepts a well-formed recipe list and refuses one with a recipe missing its fields', async () => {
    served = [recipe];
    await expect(fetchRecipes()).resolves.toEqual([recipe]);
    served = [{ id: 'r1', name: 'Chili' }];
    await expect(fetchRecipes()).rejects.toThrow();
  });

  it('refuses a saved recipe of the wrong shape', async () => {
    served = { ...recipe, isSaved: 'yes' };
    await expect(updateRecipe('r1', { isSaved: true })).rejects.toThrow();
  });

  it('keeps "no saved preferences" as {} rather than filling in defaults', async () => {
    served = { preferences: {} };
    await expect(fetchSavedPreferences()).resolves.toEqual({});
    served = { preferences: { allergies: ['Peanuts'] } };
    await expect(fetchSavedPreferences()).resolves.toMatchObject({ allergies: ['Peanuts'], prepTime: '30-60' });
    served = { preferences: { allergies: ['Moonbeams'] } };
    await expect(fetchSavedPreferences()).rejects.toThrow();
  });

  it('refuses a generation answer without a request id, and a status outside the four', async () => {
    served = { limits: { remaining: 1, used: 1, dailyLimit: 2, isPremium: false } };
    await expect(startGeneration({ prompt: 'chili' })).rejects.toThrow();
    served = { status: 'lost', result: null, error: null };
    await expect(fetchGenerationStatus('g1')).rejects.toThrow();
    served = { status: 'completed', result: [recipe], error: null };
    await expect(fetchGenerationStatus('g1')).resolves.toEqual({ status: 'completed', result: [recipe], error: null });
  });
});
