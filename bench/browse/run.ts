/**
 * bench/browse: `GET /api/recipes/public?type=browse` over 100,000 public recipes, with and without
 * filters, against the production server with 50 connections: requests per second, p99, and the
 * rate as a share of `/api/health`'s in the same run (goal: at least 0.6, p99 at most 25 ms).
 *
 *   npm run bench:browse                                     # SQLite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:browse
 *
 * On PostgreSQL the recipes go into a fresh database made beside DATABASE_URL's and dropped after.
 * BENCH_RECIPES changes the number of recipes.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { CUISINES, BROWSE_TAGS } from '../../packages/contract/src/preferences';
import { browseCuisinesOf } from '../../packages/kitchen/src/seed/browse-tags';
import { seedCatalog } from '../../packages/kitchen/src/seed/seed-catalog';
import { openDatabase, type Db } from '../../apps/server/src/platform/db/database';
import { migrateToLatest } from '../../apps/server/src/platform/db/migrate';
import { uuidV7 } from '../../apps/server/src/platform/ids';
import { describeMachine } from '../support/machine';
import { startBuiltServer } from '../support/server';

const RECIPES = Number(process.env.BENCH_RECIPES ?? 100_000);
const connections = 50;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);

/** A fresh PostgreSQL database beside the given one; answers its URL and how to drop it. */
async function freshPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sous_bench_browse_${String(Date.now())}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return {
    url: fresh.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Fills the database with RECIPES public recipes, cuisines and tags spread as in a real catalog. */
async function fill(db: Db): Promise<void> {
  const seed = seedCatalog();
  let random = 42;
  const next = () => (random = (random * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const started = Date.now();
  for (let done = 0; done < RECIPES; done += 500) {
    const rows = [];
    const filters = [];
    for (let i = done; i < Math.min(done + 500, RECIPES); i++) {
      const recipe = seed[i % seed.length];
      if (!recipe) throw new Error('the seed catalog is empty');
      const { content } = recipe;
      const cuisine = CUISINES[Math.floor(next() * CUISINES.length)] ?? 'American';
      const tags = BROWSE_TAGS.filter(() => next() < 0.2);
      const id = uuidV7(Date.parse('2025-01-01') + i * 1000);
      const now = new Date().toISOString();
      rows.push({
        id, recipe_id: null, owner_user_id: null, owner_screen_name: 'bench', source_key: `bench:${String(i)}`,
        name: `${content.name} ${String(i)}`, description: content.description, cuisine, tags: JSON.stringify(tags),
        prep_time: content.prepTime, cook_time: content.cookTime, servings: content.servings,
        ingredients: JSON.stringify(content.ingredients), instructions: JSON.stringify(content.instructions),
        nutrition_facts: JSON.stringify(content.nutritionFacts), is_featured: 0, created_at: now, updated_at: now,
      });
      for (const c of browseCuisinesOf(cuisine)) filters.push({ filter: `cuisine:${c}`, public_recipe_id: id });
      for (const t of tags) filters.push({ filter: `tag:${t}`, public_recipe_id: id });
    }
    await db.kysely.insertInto('public_recipes').values(rows).execute();
    if (filters.length > 0) await db.kysely.insertInto('public_recipe_filters').values(filters).execute();
  }
  // Fresh statistics, as a running database would have.
  await sql`ANALYZE`.execute(db.kysely);
  console.log(`filled ${String(RECIPES)} public recipes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const routes = [
  { name: 'health', query: null },
  { name: 'browse, no filter', query: 'type=browse&limit=12' },
  { name: 'browse, cuisine', query: 'type=browse&limit=12&cuisine=Italian' },
  { name: 'browse, cuisine + tag', query: 'type=browse&limit=12&cuisine=Asian&tags=Vegan' },
  { name: 'browse, two tags', query: 'type=browse&limit=12&tags=Quick,High-Protein' },
];

const postgres = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL) : undefined;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sous-bench-browse-'));
const db = openDatabase({ databaseUrl: postgres?.url, dataDir });
await migrateToLatest(db);
await fill(db);
await db.close();

const server = await startBuiltServer(postgres ? { DATABASE_URL: postgres.url } : {}, dataDir);
console.log(`browse on ${describeMachine()}`);
console.log(`database: ${postgres ? 'PostgreSQL' : 'SQLite'}; ${String(RECIPES)} public recipes; ${String(connections)} connections, ${String(durationSeconds)} s per route\n`);
try {
  let healthRate = Number.NaN;
  for (const route of routes) {
    let url = `${server.url}/api/health`;
    if (route.query) {
      // The third page: the cursor is followed, as Load More does.
      let token: string | null = null;
      for (let page = 0; page < 2; page++) {
        const body = (await (await fetch(`${server.url}/api/recipes/public?${route.query}${token ? `&nextToken=${encodeURIComponent(token)}` : ''}`)).json()) as { nextToken: string | null };
        token = body.nextToken;
      }
      url = `${server.url}/api/recipes/public?${route.query}${token ? `&nextToken=${encodeURIComponent(token)}` : ''}`;
    }
    await autocannon({ url, connections, duration: 2 });
    const result = await autocannon({ url, connections, duration: durationSeconds });
    const rate = result.requests.average;
    if (route.name === 'health') healthRate = rate;
    console.log(
      `${route.name.padEnd(24)} ${rate.toFixed(0).padStart(7)} req/s   ${(rate / healthRate).toFixed(2)} × health   ` +
        `p50 ${String(result.latency.p50)} ms   p99 ${String(result.latency.p99)} ms   failures ${String(result.errors + result.timeouts + result.non2xx)} of ${String(result.requests.total)}`,
    );
  }
} finally {
  await server.stop();
  await postgres?.drop();
}
