import { Migrator } from 'kysely';
import type { Db } from './database';
import { migrations } from './migrations/index';

/**
 * Brings the schema up to date. On PostgreSQL Kysely's migrator takes a lock, so concurrent starts
 * run each step once. SQLite has no such lock across processes, but runs all steps in one
 * transaction: the process that loses the race rolls back, waits and finds the work done.
 */
export async function migrateToLatest(db: Db, attempts = 5): Promise<void> {
  const migrator = new Migrator({ db: db.kysely, provider: { getMigrations: () => Promise.resolve(migrations) } });
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (!error && !failed) return;
    if (db.dialect !== 'sqlite' || attempt >= attempts) {
      throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
  }
}
