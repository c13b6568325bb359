import type { RecipeContent } from '@sous/contract/recipe';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { JobContext } from '../../platform/jobs/job-definition';
import { createJobQueue } from '../../platform/jobs/jobs.repository';
import { startWorker } from '../../platform/jobs/worker';
import { must } from '../../test/must';
import { useOpenAiStub } from '../../test/openai-stub';
import { useTestApp } from '../../test/test-app';
import { waitFor } from '../../test/wait-for';
import { createAllowanceRepository } from './allowance.repository';
import { NOT_FOOD_MESSAGE } from '@sous/kitchen/composer/compose';
import { NO_SAFE_RECIPE_MESSAGE } from '../../platform/ai/recipe-review';
import { generateRecipesJob } from './generate-recipes.job';
import { createGenerationsRepository } from './generations.repository';
import { createUnmatchedDishesRepository } from './unmatched-dishes.repository';

// No worker runs beside this app: each test drives the generation job itself.
const openAi = useOpenAiStub({ AI_PROVIDER: 'openai', OPENAI_MODEL: 'stub-model' });
const t = useTestApp(openAi.settings);

const peanutSatay: RecipeContent = {
  name: 'Chicken Satay with Peanut Sauce',
  description: 'Grilled chicken skewers with a peanut dipping sauce.',
  cuisine: 'Thai',
  tags: ['Dinner'],
  prepTime: '15 minutes',
  cookTime: '10 minutes',
  servings: 2,
  ingredients: [
    { quantity: '12', unit: 'oz', name: 'chicken thighs' },
    { quantity: '1/3', unit: 'cup', name: 'peanut butter' },
  ],
  instructions: ['Grill the chicken thighs for 8 minutes.', 'Whisk the peanut butter with hot water and serve with the chicken.'],
  nutritionFacts: { calories: 520, protein: 38, carbs: 10, fat: 36 },
};
const reply = (recipes: RecipeContent[]) => ({ content: JSON.stringify({ recipes }) });

const context = (signal = new AbortController().signal): JobContext => ({ jobId: 'test', attempt: 1, signal, log: t.app.log });
let visitors = 0;
const visitor = (n: number) => ({ headers: { cookie: `sous_device=${'B'.repeat(31)}${n}` }, remoteAddress: `198.51.100.${n}` });

/** Starts a generation through the API (the job is queued, nobody runs it) and returns its id. */
async function startGeneration(prompt: string, preferences: object = {}): Promise<string> {
  visitors += 1; // each its own visitor, so the daily allowance never runs out here
  const answer = await t.app.inject({ method: 'POST', url: '/api/recipes/generate', payload: { prompt, preferences, count: 1 }, ...visitor(visitors) });
  expect(answer.statusCode).toBe(202);
  return answer.json<{ requestId: string }>().requestId;
}
const storedRecipes = (generationId: string) =>
  t.app.db.kysely.selectFrom('recipes').select(['id', 'name']).where('generation_id', '=', generationId).execute();
const generationJob = () => {
  const job = t.app.jobs.definitions().find((definition) => definition.type === 'generate-recipes');
  if (!job) throw new Error('the generation module did not define its job');
  return job;
};

describe('the generation job', () => {
  it('stores one set of recipes when it runs twice for one generation, even at the same time', async () => {
    openAi.stub.reset();
    openAi.stub.fallback = reply([{ ...peanutSatay, name: 'Lemongrass Chicken', ingredients: [must(peanutSatay.ingredients[0], 'an ingredient')], instructions: ['Grill the chicken thighs for 8 minutes.'] }]);
    const generationId = await startGeneration('grilled chicken');
    const job = generationJob();
    await Promise.all([job.handler({ generationId }, context()), job.handler({ generationId }, context())]);
    await job.handler({ generationId }, context());
    expect(await storedRecipes(generationId)).toHaveLength(1);
    const status = (await t.app.inject({ url: `/api/recipes/status/${generationId}`, ...visitor(1) })).json<{ status: string; result: unknown[] }>();
    expect(status.status).toBe('completed');
    expect(status.result).toHaveLength(1);
  });

  it('never stores a recipe that breaks an allergy, whatever the provider skipped', async () => {
    openAi.stub.reset();
    const generationId = await startGeneration('chicken skewers', { allergies: ['Peanuts'] });
    // A provider that runs no check of its own: it returns whatever it was given.
    const careless = generateRecipesJob({
      generations: createGenerationsRepository(t.app.db),
      allowance: createAllowanceRepository(t.app.db),
      recipes: t.app.recipes,
      provider: { generate: () => Promise.resolve({ recipes: [peanutSatay] }) },
      unmatchedDishes: createUnmatchedDishesRepository(t.app.db),
    });
    await expect(careless.handler({ generationId }, context())).rejects.toThrow(NO_SAFE_RECIPE_MESSAGE);
    expect(await storedRecipes(generationId)).toEqual([]);
  });

  it('refuses a request that is not about food before asking any provider', async () => {
    openAi.stub.reset();
    const generationId = await startGeneration('how do I fix a bike tire');
    await expect(generationJob().handler({ generationId }, context())).rejects.toThrow(NOT_FOOD_MESSAGE);
    expect(openAi.stub.requests).toHaveLength(0);
    expect(await storedRecipes(generationId)).toEqual([]);
  });

  it('stops its call to the model server when its lease is lost', async () => {
    openAi.stub.reset();
    openAi.stub.fallback = { ...reply([peanutSatay]), delayMs: 20_000 };
    // The jobs the tests above ran by hand are done with.
    await t.app.db.kysely.updateTable('jobs').set({ status: 'succeeded' }).where('type', '=', 'generate-recipes').execute();
    const worker = await startWorker({
      queue: createJobQueue(t.app.db),
      definitions: t.app.jobs.definitions(),
      log: pino({ level: 'silent' }),
      concurrency: 1,
      pollIntervalMs: 20,
      leaseSeconds: 1,
    });
    try {
      const generationId = await startGeneration('a slow stew');
      await waitFor(() => openAi.stub.requests.length === 1, 10_000, 'the model call to start');
      // Another worker took the job over (as after a pause longer than the lease).
      await t.app.db.kysely.updateTable('jobs').set({ locked_by: 'another-worker' }).where('type', '=', 'generate-recipes').where('status', '=', 'running').execute();
      await waitFor(() => openAi.stub.abandoned === 1, 5_000, 'the model call to be dropped');
      expect(await storedRecipes(generationId)).toEqual([]);
    } finally {
      await worker.stop();
    }
  });
});
