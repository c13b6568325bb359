import type { ErrorBody } from '@sous/contract/errors';
import { GENERATION_MESSAGES, type generateResponseSchema, type GenerationStatus, type Recipe } from '@sous/contract/recipe-api';
import type { Response as InjectResponse } from 'light-my-request';
import { describe, expect, it } from 'vitest';
import { buildUser, subscribeToPremium, type TestUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { useTestWorker } from '../../test/test-worker';
import { NOT_FOOD_MESSAGE } from '@sous/kitchen/composer/compose';
import { waitFor } from '../../test/wait-for';
import { must } from '../../test/must';
import type { z } from 'zod';

type Started = z.infer<typeof generateResponseSchema>;

const t = useTestApp();
useTestWorker(t);

/** A browser: its own device cookie and address, optionally signed in. */
function visitor(address: string, user?: TestUser) {
  let cookie: string | undefined;
  const remember = (answer: InjectResponse) => {
    const set = answer.headers['set-cookie'];
    const value = (Array.isArray(set) ? set : set ? [set] : []).find((c) => c.startsWith('sous_device='));
    if (value) cookie = value.split(';')[0];
    return answer;
  };
  const headers = () => ({ ...(cookie ? { cookie } : {}), ...(user?.headers ?? {}) });
  return {
    get cookie() {
      return cookie;
    },
    forget: () => (cookie = undefined),
    generate: async (payload: object) =>
      remember(await t.app.inject({ method: 'POST', url: '/api/recipes/generate', payload, headers: headers(), remoteAddress: address })),
    status: async (id: string) => remember(await t.app.inject({ url: `/api/recipes/status/${id}`, headers: headers(), remoteAddress: address })),
    request: async (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      remember(await t.app.inject({ method, url, payload, headers: headers(), remoteAddress: address })),
  };
}

async function finished(v: ReturnType<typeof visitor>, requestId: string): Promise<GenerationStatus> {
  return waitFor(async () => {
    const body = (await v.status(requestId)).json<GenerationStatus>();
    return body.status === 'completed' || body.status === 'failed' ? body : undefined;
  }, 20_000, 'the generation to finish');
}

/** The recipes of a finished generation; fails the test when there are none. */
const recipesOf = (done: GenerationStatus) => must(done.result, 'generated recipes');
const firstRecipe = (done: GenerationStatus) => must(recipesOf(done)[0], 'a generated recipe');

describe('recipe generation', () => {
  it('generates for an anonymous visitor, who can poll it on the same device only', async () => {
    const v = visitor('203.0.113.10');
    const started = await v.generate({ prompt: 'a quick chicken stir fry with broccoli', count: 1 });
    expect(started.statusCode).toBe(202);
    const { requestId } = started.json<Started>();
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(started.json()).toEqual({ requestId, limits: { remaining: 1, used: 1, dailyLimit: 2, isPremium: false } });
    expect(v.cookie).toMatch(/^sous_device=/);

    const done = await finished(v, requestId);
    expect(done.status).toBe('completed');
    expect(done.error).toBeNull();
    expect(done.result).toHaveLength(1);
    const recipe = firstRecipe(done);
    expect(recipe).toMatchObject({ userId: null, isSaved: false, isDeleted: false });
    expect(recipe.name).toMatch(/stir-fry/i);
    const hours = (Date.parse(must(recipe.expiresAt, 'an expiry')) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);

    const stranger = visitor('198.51.100.20');
    expect((await stranger.status(requestId)).statusCode).toBe(404);
    expect((await stranger.request('GET', `/api/recipes/${recipe.id}`)).statusCode).toBe(404);
    expect((await v.request('GET', `/api/recipes/${recipe.id}`)).json<Recipe>().id).toBe(recipe.id);
  });

  it('answers the default count of 2 clearly different recipes', async () => {
    const v = visitor('203.0.113.11');
    const done = await finished(v, (await v.generate({ prompt: 'dinner' })).json<Started>().requestId);
    expect(done.result).toHaveLength(2);
    const [first, second] = recipesOf(done);
    expect(must(first, 'a first recipe').name).not.toBe(must(second, 'a second recipe').name);
  });

  it('refuses the third anonymous generation of the day, even with a new cookie', async () => {
    const v = visitor('203.0.113.12');
    for (let i = 0; i < 2; i++) expect((await v.generate({ prompt: 'soup', count: 1 })).statusCode).toBe(202);
    const refused = await v.generate({ prompt: 'soup', count: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'DAILY_LIMIT_REACHED',
      message: GENERATION_MESSAGES.limitSignedOut(2),
      limitExceeded: true,
      remaining: 0,
      used: 2,
      dailyLimit: 2,
    });
    v.forget();
    // A fresh browser on the same network learns the day is used up before it asks.
    expect((await v.request('GET', '/api/recipes/generate/limits')).json()).toEqual({ remaining: 0, used: 2, dailyLimit: 2, isPremium: false });
    expect((await v.generate({ prompt: 'soup', count: 1 })).statusCode).toBe(403);
    // A forged X-Forwarded-For changes nothing unless the server is configured behind a proxy.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/generate',
      payload: { prompt: 'soup', count: 1 },
      headers: { 'x-forwarded-for': '192.0.2.99' },
      remoteAddress: '203.0.113.12',
    });
    expect(forged.statusCode).toBe(403);
  });

  it('gives a free user 2 a day, and lets exactly one of 20 racing requests take the last one', async () => {
    const user = await buildUser(t.app);
    const v = visitor('203.0.113.13', user);
    expect((await v.request('GET', '/api/recipes/generate/limits')).json()).toEqual({ remaining: 2, used: 0, dailyLimit: 2, isPremium: false });
    expect((await v.generate({ prompt: 'tacos', count: 1 })).json<Started>().limits).toEqual({ remaining: 1, used: 1, dailyLimit: 2, isPremium: false });
    const answers = await Promise.all(Array.from({ length: 20 }, () => v.generate({ prompt: 'tacos', count: 1 })));
    expect(answers.filter((a) => a.statusCode === 202)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode === 403);
    expect(refused).toHaveLength(19);
    expect(must(refused[0], 'a refused answer').json<ErrorBody>().message).toBe(GENERATION_MESSAGES.limitSignedIn(2));
  });

  it('does not limit premium users', async () => {
    const user = await buildUser(t.app);
    await subscribeToPremium(t.app, user);
    const v = visitor('203.0.113.14', user);
    for (let i = 0; i < 3; i++) {
      const answer = await v.generate({ prompt: 'pasta', count: 1 });
      expect(answer.statusCode).toBe(202);
      expect(answer.json<Started>().limits).toEqual({ remaining: null, used: 0, dailyLimit: null, isPremium: true });
    }
    expect((await v.request('GET', '/api/recipes/generate/limits')).json()).toEqual({ remaining: null, used: 0, dailyLimit: null, isPremium: true });
  });

  it('keeps allergies from the preferences and the text', async () => {
    const v = visitor('203.0.113.15');
    const started = await v.generate({ prompt: 'shrimp pad thai, no nuts', preferences: { allergies: ['Shellfish'] }, count: 1 });
    const done = await finished(v, started.json<Started>().requestId);
    const recipe = firstRecipe(done);
    const text = JSON.stringify(recipe).toLowerCase();
    for (const word of ['shrimp', 'prawn', 'peanut', 'cashew', 'fish sauce']) expect(text).not.toContain(`"${word}`);
    expect(recipe.description).toContain('instead of shrimp');
  });

  it.each([
    [{ prompt: '   ' }, GENERATION_MESSAGES.blankPrompt],
    [{}, GENERATION_MESSAGES.blankPrompt],
    [{ prompt: 'soup', count: 5 }, undefined],
    [{ prompt: 'soup', count: 0 }, undefined],
    [{ prompt: 'x'.repeat(2001) }, undefined],
    [{ prompt: 'soup', preferences: { allergies: ['Kiwi'] } }, undefined],
    [{ prompt: 'soup', preferences: { healthiness: 7 } }, undefined],
  ])('refuses %j with 400 and uses no allowance', async (payload, message) => {
    const v = visitor('203.0.113.16');
    const answer = await v.generate(payload);
    expect(answer.statusCode).toBe(400);
    if (message) expect(answer.json<ErrorBody>().message).toBe(message);
    expect((await v.generate({ prompt: 'soup', count: 1 })).json<Started>().limits.used).toBe(1);
    await t.app.db.kysely.deleteFrom('generation_allowances').execute();
  });

  it('fails a request that is not about food with a clear message, and gives the allowance back', async () => {
    const v = visitor('203.0.113.18');
    const started = await v.generate({ prompt: 'how do I fix a bike tire', count: 1 });
    expect(started.json<Started>().limits.used).toBe(1);
    const done = await finished(v, started.json<Started>().requestId);
    expect(done).toEqual({ status: 'failed', result: null, error: NOT_FOOD_MESSAGE });
    expect((await v.generate({ prompt: 'tomato soup', count: 1 })).json<Started>().limits.used).toBe(1);
  });

  it('records the dishes the library does not know, counted, for the team to add', async () => {
    for (const address of ['203.0.113.19', '203.0.113.20']) {
      const v = visitor(address);
      const started = await v.generate({ prompt: 'zorblax stew', count: 1 });
      expect((await finished(v, started.json<{ requestId: string }>().requestId)).status).toBe('completed');
    }
    const rows = await t.app.db.kysely.selectFrom('unmatched_dishes').selectAll().where('dish', 'like', '%zorblax%').execute();
    expect(rows.map((row) => row.count)).toEqual([2]);
  });

  it('answers 404 for an unknown request id', async () => {
    expect((await visitor('203.0.113.17').status('0190aaaa-0000-7000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('the saved collection', () => {
  it('saves a generated recipe into the account of the user on the same device', async () => {
    const v = visitor('203.0.113.30');
    const done = await finished(v, (await v.generate({ prompt: 'greek salad', count: 1 })).json<Started>().requestId);
    const recipeId = firstRecipe(done).id;

    const user = await buildUser(t.app);
    const signedIn = visitor('203.0.113.30', user);
    // Another device cannot claim it...
    expect((await signedIn.request('PUT', `/api/recipes/${recipeId}`, { isSaved: true })).statusCode).toBe(404);
    // ...the same device can, once signed in (the sign-up migration).
    const sameDevice = await t.app.inject({
      method: 'PUT',
      url: `/api/recipes/${recipeId}`,
      payload: { isSaved: true, isDeleted: false, userId: 'someone-else' },
      headers: { ...user.headers, cookie: must(v.cookie, 'the device cookie') },
    });
    expect(sameDevice.statusCode).toBe(200);
    expect(sameDevice.json()).toMatchObject({ id: recipeId, userId: user.userId, isSaved: true, expiresAt: null });
    const list = await signedIn.request('GET', '/api/recipes');
    expect(list.json<Recipe[]>().map((r) => r.id)).toEqual([recipeId]);
  });

  it("keeps each user's recipes private, reading and writing alike", async () => {
    const owner = await buildUser(t.app);
    const other = await buildUser(t.app);
    const ownerV = visitor('203.0.113.31', owner);
    const done = await finished(ownerV, (await ownerV.generate({ prompt: 'chili', count: 1 })).json<Started>().requestId);
    const recipeId = firstRecipe(done).id;
    const url = `/api/recipes/${recipeId}`;
    await ownerV.request('PUT', url, { isSaved: true });
    const intruder = visitor('203.0.113.32', other);
    expect((await intruder.status(recipeId)).statusCode).toBe(404);
    expect((await intruder.request('GET', url)).statusCode).toBe(404);
    expect((await intruder.request('PUT', url, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await intruder.request('DELETE', url)).statusCode).toBe(404);
    expect((await ownerV.request('GET', url)).json<Recipe>().name).not.toBe('Mine now');
    expect((await visitor('203.0.113.33').request('PUT', url, { isSaved: true })).statusCode).toBe(401);
  });

  it('edits, soft-deletes and deletes with the validation rules', async () => {
    const user = await buildUser(t.app);
    const v = visitor('203.0.113.34', user);
    const done = await finished(v, (await v.generate({ prompt: 'pancakes', count: 1 })).json<Started>().requestId);
    const url = `/api/recipes/${firstRecipe(done).id}`;
    const before = (await v.request('GET', url)).json<Recipe>();

    const bad = [
      { name: '' },
      { name: 'x'.repeat(201) },
      { servings: 0 },
      { servings: 101 },
      { servings: 'four' },
      { tags: Array.from({ length: 21 }, (_, i) => `tag${i}`) },
      { ingredients: Array.from({ length: 101 }, () => ({ quantity: '1', unit: '', name: 'egg' })) },
      { instructions: Array.from({ length: 101 }, () => 'Stir.') },
      { description: 'x'.repeat(2001) },
    ];
    for (const payload of bad) {
      const answer = await v.request('PUT', url, payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(answer.json<ErrorBody>().code).toBe('VALIDATION_FAILED');
    }
    expect((await v.request('GET', url)).json()).toEqual(before);

    const edited = await v.request('PUT', url, { name: 'Sunday Pancakes', servings: 6, tags: ['brunch', 'family'] });
    expect(edited.json()).toMatchObject({ name: 'Sunday Pancakes', servings: 6, tags: ['brunch', 'family'] });
    expect(edited.json<Recipe>().updatedAt > before.updatedAt).toBe(true);

    await v.request('PUT', url, { isSaved: true });
    expect((await v.request('PUT', url, { isDeleted: true })).json<Recipe>().isDeleted).toBe(true);
    expect((await v.request('GET', '/api/recipes')).json()).toEqual([]);
    expect((await v.request('GET', url)).statusCode).toBe(404);
    expect((await v.request('DELETE', url)).statusCode).toBe(404);
  });

  it('needs a sign-in to list recipes', async () => {
    expect((await visitor('203.0.113.35').request('GET', '/api/recipes')).statusCode).toBe(401);
  });
});
