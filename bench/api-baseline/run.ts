/**
 * bench/api-baseline: requests per second and latency of the production server under 50
 * concurrent connections, on the health check (one database query) and on a static JSON route
 * (GET /api/config: no database work beyond the rate-limit counter every API call pays).
 *
 *   npm run bench:api                       # SQLite (default)
 *   DATABASE_URL=postgres://... npm run bench:api
 */
import autocannon from 'autocannon';
import { describeMachine } from '../support/machine';
import { startBuiltServer } from '../support/server';

const connections = 50;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const routes = ['/api/health', '/api/config'];

const server = await startBuiltServer(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {});
console.log(`api-baseline on ${describeMachine()}`);
console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}; ${connections} connections, ${durationSeconds} s per route\n`);
try {
  for (const route of routes) {
    // A short warm-up so JIT and connection set-up are not in the figures.
    await autocannon({ url: server.url + route, connections, duration: 2 });
    const result = await autocannon({ url: server.url + route, connections, duration: durationSeconds });
    const failures = result.errors + result.timeouts + result.non2xx;
    console.log(
      `${route.padEnd(14)} ${result.requests.average.toFixed(0).padStart(7)} req/s   ` +
        `p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms   ` +
        `failures ${failures} of ${result.requests.total}`,
    );
  }
} finally {
  await server.stop();
}
