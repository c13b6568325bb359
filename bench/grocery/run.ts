/**
 * bench/grocery: (1) merging the ingredients of 20 recipes in process; (2) p50/p95 from
 * POST /api/grocery-lists (generateAsync) for a list of 20 saved recipes to a completed status,
 * through the production server, polling every 50 ms (the browser polls every 3 s, so this measures
 * the server, not the polling interval). The recipes are 20 of the seed catalog, saved by the user.
 *
 *   npm run bench:grocery            # SQLite
 *   DATABASE_URL=postgres://... npm run bench:grocery
 */
import type { GroceryRequestStatus } from '@sous/contract/grocery';
import type { PublicListResponse, PublicRecipe } from '@sous/contract/public-recipes';
import type { Recipe } from '@sous/contract/recipe-api';
import { mergeIngredients } from '@sous/kitchen/grocery/grocery-list';
import { signUp } from '../../apps/server/src/test/sign-in';
import { describeMachine } from '../support/machine';
import { startBuiltServer } from '../support/server';

const RECIPES_PER_LIST = 20;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

console.log(`grocery on ${describeMachine()}\n`);
const server = await startBuiltServer(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {});
try {
  const user = await signUp(server.url);
  const headers = { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' };
  const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const answer = await fetch(`${server.url}${path}`, { ...init, headers });
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
    return (await answer.json()) as T;
  };

  const featured = await call<PublicListResponse>(`/api/recipes/public?type=featured&limit=${RECIPES_PER_LIST}`);
  const saved: Recipe[] = [];
  for (const card of featured.recipes) saved.push(await call<Recipe>(`/api/recipes/public/${card.publicRecipeId}/save`, { method: 'POST', body: '{}' }));
  if (saved.length < RECIPES_PER_LIST) throw new Error(`only ${saved.length} seed recipes`);

  // (1) The merger alone, on the same 20 recipes.
  const details = await Promise.all(featured.recipes.map((card) => call<PublicRecipe>(`/api/recipes/public/${card.publicRecipeId}`)));
  const lines = details.flatMap((recipe) => recipe.ingredients);
  const rounds = 200;
  const began = performance.now();
  let items = 0;
  for (let round = 0; round < rounds; round++) items = mergeIngredients(lines).length;
  const mergeMs = (performance.now() - began) / rounds;
  console.log(`merger: ${lines.length} lines of ${RECIPES_PER_LIST} recipes -> ${items} items in ${mergeMs.toFixed(2)} ms`);

  // (2) Through the API and the job worker.
  const refs = saved.map(({ id, name }) => ({ id, name }));
  const total = Number(process.env.BENCH_REQUESTS ?? 40);
  const latencies: number[] = [];
  for (let n = -1; n < total; n++) {
    const begin = performance.now();
    const { requestId } = await call<{ requestId: string }>('/api/grocery-lists', { method: 'POST', body: JSON.stringify({ name: `Bench ${n}`, recipes: refs, generateAsync: true }) });
    for (;;) {
      const status = await call<GroceryRequestStatus>(`/api/grocery-lists/status/${requestId}`);
      if (status.status === 'completed') break;
      if (status.status === 'failed') throw new Error(`list failed: ${status.error ?? ''}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (n >= 0) latencies.push(performance.now() - begin); // n = -1 warms up
  }
  latencies.sort((a, b) => a - b);
  console.log(
    `API (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}, one at a time, polling every 50 ms): ${total} lists of ${RECIPES_PER_LIST} recipes; ` +
      `POST to completed p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${percentile(latencies, 100).toFixed(0)} ms`,
  );
} finally {
  await server.stop();
}
