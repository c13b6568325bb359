import type { ErrorBody } from '@sous/contract/errors';
import { RECIPE_LIMITS } from '@sous/contract/recipe';
import type { Recipe } from '@sous/contract/recipe-api';
import { describe, expect, it } from 'vitest';
import { buildRecipe, buildUser, type TestUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

const as = (user: TestUser | undefined) => ({
  get: (url: string) => t.app.inject({ method: 'GET', url, headers: user?.headers }),
  put: (url: string, payload: object) => t.app.inject({ method: 'PUT', url, payload, headers: user?.headers }),
  delete: (url: string) => t.app.inject({ method: 'DELETE', url, headers: user?.headers }),
});

const egg = { quantity: '2', unit: '', name: 'eggs' };

describe('GET /api/recipes/{id}', () => {
  it('answers the owner with the recipe, and everyone else with 404 or 401', async () => {
    const owner = await buildUser(t.app);
    const other = await buildUser(t.app);
    const recipe = await buildRecipe(t.app, owner);
    const url = `/api/recipes/${recipe.id}`;

    const mine = await as(owner).get(url);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<Recipe>()).toMatchObject({ id: recipe.id, userId: owner.userId, name: 'Weeknight Chili', servings: 4 });

    const theirs = await as(other).get(url);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json<ErrorBody>()).toEqual({ code: 'NOT_FOUND', message: 'Recipe not found' });
    // A visitor on another device is no owner either.
    expect((await as(undefined).get(url)).statusCode).toBe(404);
    expect((await as(owner).get('/api/recipes/0190aaaa-0000-7000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('PUT /api/recipes/{id}: editing', () => {
  it('changes every content field a cook edits, and keeps them', async () => {
    const owner = await buildUser(t.app);
    const recipe = await buildRecipe(t.app, owner);
    const url = `/api/recipes/${recipe.id}`;
    const changes = {
      name: 'Sunday Chili',
      description: 'Made the day before; better for it.',
      servings: 8,
      prepTime: '20 minutes',
      cookTime: '1 hour 30 minutes',
      tags: ['batch', 'dinner'],
      // Reordered, one amount changed, one removed, one added.
      ingredients: [{ quantity: '2', unit: 'can', name: 'kidney beans' }, { quantity: '2 1/2', unit: 'lb', name: 'ground beef' }, egg],
      instructions: ['Soak nothing; the beans are canned.', 'Brown the beef in batches.', 'Simmer slowly.'],
    };
    const answer = await as(owner).put(url, changes);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Recipe>()).toMatchObject({ ...changes, cuisine: 'American', isSaved: true });
    expect(answer.json<Recipe>().updatedAt > recipe.updatedAt).toBe(true);

    const read = (await as(owner).get(url)).json<Recipe>();
    expect(read).toMatchObject(changes);
    expect(read.nutritionFacts).toEqual(recipe.nutritionFacts);
  });

  it('trims what it stores', async () => {
    const owner = await buildUser(t.app);
    const recipe = await buildRecipe(t.app, owner);
    const answer = await as(owner).put(`/api/recipes/${recipe.id}`, {
      ingredients: [{ quantity: ' 1 ', unit: ' cup ', name: '  rice ' }],
      instructions: ['  Rinse the rice.  '],
    });
    expect(answer.json<Recipe>()).toMatchObject({ ingredients: [{ quantity: '1', unit: 'cup', name: 'rice' }], instructions: ['Rinse the rice.'] });
  });

  const tooMany = <T>(count: number, item: T) => Array.from({ length: count }, () => item);
  it.each([
    ['101 ingredients', { ingredients: tooMany(RECIPE_LIMITS.ingredientsMax + 1, egg) }],
    ['no ingredients', { ingredients: [] }],
    ['an ingredient without a name', { ingredients: [{ quantity: '1', unit: 'cup', name: '  ' }] }],
    ['an ingredient name over 200 characters', { ingredients: [{ ...egg, name: 'e'.repeat(201) }] }],
    ['a quantity over 20 characters', { ingredients: [{ ...egg, quantity: '1'.repeat(21) }] }],
    ['a unit over 30 characters', { ingredients: [{ ...egg, unit: 'u'.repeat(31) }] }],
    ['an ingredient that is a string', { ingredients: ['2 eggs'] }],
    ['an empty step', { instructions: ['Stir.', ''] }],
    ['a blank step', { instructions: ['   '] }],
    ['no steps', { instructions: [] }],
    ['101 steps', { instructions: tooMany(RECIPE_LIMITS.instructionsMax + 1, 'Stir.') }],
    ['a step over 2000 characters', { instructions: ['s'.repeat(2001)] }],
    ['a description over 2000 characters', { description: 'd'.repeat(2001) }],
    ['a prep time over 40 characters', { prepTime: 't'.repeat(41) }],
    ['a cook time that is a number', { cookTime: 40 }],
    ['servings as a fraction', { servings: 2.5 }],
    ['no name', { name: '   ' }],
  ])('refuses %s with 400 {code, message} and changes nothing', async (_label, payload) => {
    const owner = await buildUser(t.app);
    const recipe = await buildRecipe(t.app, owner);
    const url = `/api/recipes/${recipe.id}`;
    // A valid field beside the bad one must not be stored either.
    const answer = await as(owner).put(url, { name: 'Changed', ...payload });
    expect(answer.statusCode).toBe(400);
    const body = answer.json<ErrorBody>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message.length).toBeGreaterThan(0);
    expect((await as(owner).get(url)).json<Recipe>()).toEqual(recipe);
  });

  it('accepts exactly 100 ingredients and 100 steps', async () => {
    const owner = await buildUser(t.app);
    const recipe = await buildRecipe(t.app, owner);
    const answer = await as(owner).put(`/api/recipes/${recipe.id}`, {
      ingredients: tooMany(RECIPE_LIMITS.ingredientsMax, egg),
      instructions: tooMany(RECIPE_LIMITS.instructionsMax, 'Stir.'),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Recipe>().ingredients).toHaveLength(100);
  });

  it("answers 404 for another user's recipe and leaves it alone", async () => {
    const owner = await buildUser(t.app);
    const other = await buildUser(t.app);
    const recipe = await buildRecipe(t.app, owner);
    const url = `/api/recipes/${recipe.id}`;
    const answer = await as(other).put(url, { ingredients: [egg], instructions: ['Mine now.'] });
    expect(answer.statusCode).toBe(404);
    expect(answer.json<ErrorBody>().code).toBe('NOT_FOUND');
    expect((await as(undefined).put(url, { name: 'Anyone' })).statusCode).toBe(401);
    expect((await as(owner).get(url)).json<Recipe>()).toEqual(recipe);
  });
});

describe('PUT /api/recipes/{id}: removal and Undo', () => {
  it('hides a removed recipe and lets its owner bring it back whole', async () => {
    const owner = await buildUser(t.app);
    const recipe = await buildRecipe(t.app, owner);
    const url = `/api/recipes/${recipe.id}`;

    expect((await as(owner).put(url, { isDeleted: true })).statusCode).toBe(200);
    expect((await as(owner).get(url)).statusCode).toBe(404);
    expect((await as(owner).get('/api/recipes')).json<Recipe[]>().map((r) => r.id)).not.toContain(recipe.id);
    // Removed, it takes no edits: only the Undo.
    expect((await as(owner).put(url, { name: 'Ghost' })).statusCode).toBe(404);

    const restored = await as(owner).put(url, { isDeleted: false });
    expect(restored.statusCode).toBe(200);
    expect(restored.json<Recipe>()).toMatchObject({ id: recipe.id, isDeleted: false, isSaved: true, name: recipe.name, ingredients: recipe.ingredients });
    expect((await as(owner).get('/api/recipes')).json<Recipe[]>().map((r) => r.id)).toContain(recipe.id);
  });

  it("does not let another user bring back someone's removed recipe", async () => {
    const owner = await buildUser(t.app);
    const other = await buildUser(t.app);
    const recipe = await buildRecipe(t.app, owner);
    const url = `/api/recipes/${recipe.id}`;
    await as(owner).put(url, { isDeleted: true });
    expect((await as(other).put(url, { isDeleted: false })).statusCode).toBe(404);
    expect((await as(owner).get(url)).statusCode).toBe(404);
  });
});
