import { GENERATION_MESSAGES, type GenerationStatus } from '@sous/contract/recipe-api';
import { describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../../test/factories';
import { must } from '../../test/must';
import { useTestApp } from '../../test/test-app';
import { useTestWorker } from '../../test/test-worker';
import { waitFor } from '../../test/wait-for';

const t = useTestApp();
useTestWorker(t);

const generate = (user: TestUser | undefined, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/recipes/generate', payload, headers: user?.headers ?? {}, remoteAddress });

async function addToPantry(user: TestUser, itemName: string, quantity: number, unit: string, category: string) {
  expect((await t.app.inject({ method: 'POST', url: '/api/inventory', headers: user.headers, payload: { itemName, quantity, unit, category } })).statusCode).toBe(201);
}

async function finished(user: TestUser, requestId: string): Promise<GenerationStatus> {
  return waitFor(async () => {
    const body = (await t.app.inject({ url: `/api/recipes/status/${requestId}`, headers: user.headers })).json<GenerationStatus>();
    return body.status === 'completed' || body.status === 'failed' ? body : undefined;
  }, 20_000, 'the generation to finish');
}

describe('Cook with what I have', () => {
  it('cooks from the pantry with a blank request, says what comes from it, and uses one of the day’s generations', async () => {
    const cook = await buildUser(t.app);
    await addToPantry(cook, 'Rolled oats', 500, 'g', 'Grains & Bread');
    await addToPantry(cook, 'Bananas', 3, 'pcs', 'Produce');
    await addToPantry(cook, 'Peanut butter', 1, 'pcs', 'Other');
    await addToPantry(cook, 'Milk', 1, 'l', 'Dairy');
    const started = await generate(cook, { prompt: '', usePantry: true, count: 1 }, '203.0.113.60');
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json<{ limits: { used: number } }>().limits.used).toBe(1);
    const done = await finished(cook, started.json<{ requestId: string }>().requestId);
    expect(done.status, done.error ?? '').toBe('completed');
    const recipe = must(done.result?.[0], 'a recipe');
    const foods = new Set(recipe.ingredients.map((ingredient) => ingredient.foodId));
    expect(['rolled-oats', 'banana', 'peanut-butter', 'milk'].filter((id) => foods.has(id)).length).toBeGreaterThanOrEqual(3);
    expect(recipe.description).toMatch(/^From your pantry: /);
  });

  it('keeps the pantry it was asked with in the user’s export', async () => {
    const cook = await buildUser(t.app);
    await addToPantry(cook, 'Eggs', 6, 'pcs', 'Dairy');
    await addToPantry(cook, 'Spinach', 200, 'g', 'Produce');
    const started = await generate(cook, { prompt: 'something for lunch', usePantry: true, count: 1 }, '203.0.113.61');
    expect(started.statusCode, started.body).toBe(202);
    await finished(cook, started.json<{ requestId: string }>().requestId);
    const exported = await t.app.inject({ url: '/api/user-data/export', headers: cook.headers });
    expect(exported.body).toContain('"pantry":[{"name":"Eggs","foodId":"egg"},{"name":"Spinach","foodId":"spinach"}]');
  });

  it('refuses a visitor (401) and an empty pantry (400), using none of the allowance', async () => {
    const visitor = await generate(undefined, { usePantry: true }, '203.0.113.62');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ message: GENERATION_MESSAGES.pantrySignIn });
    const cook = await buildUser(t.app);
    const empty = await generate(cook, { usePantry: true }, '203.0.113.63');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: GENERATION_MESSAGES.pantryEmpty });
    const limits = await t.app.inject({ url: '/api/recipes/generate/limits', headers: cook.headers, remoteAddress: '203.0.113.63' });
    expect(limits.json()).toMatchObject({ used: 0 });
  });
});
