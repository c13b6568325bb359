/**
 * bench/api-baseline: requests per second and latency of the production server under 50
 * concurrent connections, and each route's rate as a share of the health check's in the same run:
 *
 *   /api/health          one database query, never rate-limited: the yardstick
 *   /api/config          static JSON: the cost of the API's own machinery (rate limit, headers)
 *   /api/recipes/:id     a public read: a visitor's recipe by its device cookie
 *   /api/recipes         an authenticated read: bearer token verified, the user's recipes listed
 *
 *   npm run bench:api                       # SQLite (default)
 *   DATABASE_URL=postgres://... npm run bench:api
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { signUp } from '../../apps/server/src/test/sign-in';
import { describeMachine } from '../support/machine';
import { startBuiltServer } from '../support/server';

const connections = 50;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);

interface Route {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

/** One visitor's recipe, made through the API, to read back as that visitor. */
async function visitorRecipe(url: string): Promise<Route> {
  const headers = { 'content-type': 'application/json', cookie: `sous_device=${randomBytes(24).toString('base64url')}` };
  const started = await fetch(`${url}/api/recipes/generate`, { method: 'POST', headers, body: JSON.stringify({ prompt: 'soup', count: 1 }) });
  if (started.status !== 202) throw new Error(`generate answered ${started.status}: ${await started.text()}`);
  const { requestId } = (await started.json()) as { requestId: string };
  for (;;) {
    const status = (await (await fetch(`${url}/api/recipes/status/${requestId}`, { headers })).json()) as {
      status: string;
      result: { id: string }[] | null;
    };
    const id = status.result?.[0]?.id;
    if (status.status === 'completed' && id) return { name: 'public read', path: `/api/recipes/${id}`, headers: { cookie: headers.cookie } };
    if (status.status === 'failed') throw new Error('generation failed');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const server = await startBuiltServer(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {});
console.log(`api-baseline on ${describeMachine()}`);
console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}; ${connections} connections, ${durationSeconds} s per route\n`);
try {
  const user = await signUp(server.url);
  const routes: Route[] = [
    { name: 'health', path: '/api/health' },
    { name: 'config', path: '/api/config' },
    await visitorRecipe(server.url),
    { name: 'signed-in list', path: '/api/recipes', headers: { authorization: `Bearer ${user.accessToken}` } },
  ];
  let healthRate = Number.NaN;
  for (const route of routes) {
    const options = { url: server.url + route.path, connections, headers: route.headers ?? {} };
    // A short warm-up so JIT and connection set-up are not in the figures.
    await autocannon({ ...options, duration: 2 });
    const result = await autocannon({ ...options, duration: durationSeconds });
    const failures = result.errors + result.timeouts + result.non2xx;
    const rate = result.requests.average;
    if (route.name === 'health') healthRate = rate;
    console.log(
      `${`${route.name} ${route.path.replace(/[0-9a-f-]{36}$/, ':id')}`.padEnd(32)} ${rate.toFixed(0).padStart(7)} req/s   ` +
        `${(rate / healthRate).toFixed(2)} × health   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   ` +
        `failures ${failures} of ${result.requests.total}`,
    );
  }
} finally {
  await server.stop();
}
