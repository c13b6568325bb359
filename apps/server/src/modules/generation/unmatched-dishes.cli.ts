/**
 * `npm run unmatched-dishes -w @sous/server [-- <limit>]`: the dishes people asked for that the
 * composer's library does not know yet, most asked-for first, from the configured database.
 */
import { loadConfig } from '../../config/env';
import { openDatabase } from '../../platform/db/database';
import { migrateToLatest } from '../../platform/db/migrate';
import { createUnmatchedDishesRepository } from './unmatched-dishes.repository';

const config = loadConfig();
const limit = Number(process.argv[2] ?? 50) || 50;
const db = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 1 });
try {
  await migrateToLatest(db);
  const dishes = await createUnmatchedDishesRepository(db).list(limit);
  if (dishes.length === 0) console.log('Every dish asked for so far is in the library.');
  for (const { dish, count, lastAskedAt } of dishes) console.log(`${String(count).padStart(6)}  ${dish}  (last ${lastAskedAt.slice(0, 10)})`);
} finally {
  await db.close();
}
