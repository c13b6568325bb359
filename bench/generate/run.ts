/**
 * bench/generate: (1) how many recipes per second the built-in composer writes, in process;
 * (2) p50/p95 from POST /api/recipes/generate to a completed status through the production server,
 * polling every 100 ms (the browser polls every 2 s, but its first poll may come sooner, so this
 * measures the server, not the polling interval).
 *
 *   npm run bench:generate            # SQLite
 *   DATABASE_URL=postgres://... npm run bench:generate
 */
import { randomBytes } from 'node:crypto';
import { compose } from '@sous/kitchen/composer/compose';
import { describeMachine } from '../support/machine';
import { startBuiltServer } from '../support/server';

const PROMPTS = [
  'a quick chicken stir fry with broccoli',
  'vegan thai curry',
  'something Italian for 6',
  'beef stew',
  'healthy lunch bowl',
  'pancakes for breakfast',
  'shrimp tacos, no dairy',
  'keto dinner',
  'dessert without eggs',
  'indian curry with chickpeas',
];

/** NaN for no samples, so an empty run prints as such rather than as a time. */
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

console.log(`generate on ${describeMachine()}\n`);

// (1) The composer alone.
const started = performance.now();
let recipes = 0;
const rounds = 20;
for (let round = 0; round < rounds; round++) {
  for (const prompt of PROMPTS) recipes += compose({ prompt, count: 2, seed: round }).recipes.length;
}
const seconds = (performance.now() - started) / 1000;
console.log(`composer: ${recipes} recipes in ${seconds.toFixed(2)} s = ${(recipes / seconds).toFixed(0)} recipes/s (${((seconds * 1000) / recipes).toFixed(2)} ms each)`);

// (2) Through the API. Each request comes from its own visitor (cookie and forwarded address), so
// the daily allowance of 2 does not stop the benchmark; TRUST_PROXY makes the server read the address.
const server = await startBuiltServer({ TRUST_PROXY: 'true', ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}) });
const total = Number(process.env.BENCH_REQUESTS ?? 60);
const concurrency = 4;
const latencies: number[] = [];
let next = 0;

async function oneGeneration(n: number): Promise<void> {
  const headers = {
    'content-type': 'application/json',
    cookie: `sous_device=${randomBytes(24).toString('base64url')}`,
    'x-forwarded-for': `10.${(n >> 8) & 255}.${n & 255}.7`,
  };
  const begin = performance.now();
  const answer = await fetch(`${server.url}/api/recipes/generate`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ prompt: PROMPTS[n % PROMPTS.length], count: 1 }),
  });
  if (answer.status !== 202) throw new Error(`generate answered ${answer.status}: ${await answer.text()}`);
  const { requestId } = (await answer.json()) as { requestId: string };
  for (;;) {
    const status = (await (await fetch(`${server.url}/api/recipes/status/${requestId}`, { headers })).json()) as { status: string };
    if (status.status === 'completed') break;
    if (status.status === 'failed') throw new Error('generation failed');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  latencies.push(performance.now() - begin);
}

try {
  await oneGeneration(100_000); // warm-up
  latencies.length = 0;
  const apiStarted = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) await oneGeneration(next++);
    }),
  );
  const elapsed = (performance.now() - apiStarted) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `API (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}, ${concurrency} at a time, polling every 100 ms): ${total} generations in ${elapsed.toFixed(1)} s; ` +
      `POST to completed p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${percentile(latencies, 100).toFixed(0)} ms`,
  );
} finally {
  await server.stop();
}
