import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';

describe('migrations', () => {
  it('run once when several processes start together on one fresh database', async () => {
    const database = await createTestDatabase();
    const dbs = Array.from({ length: 3 }, () => openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir }));
    try {
      await Promise.all(dbs.map((db) => migrateToLatest(db)));
      const done = await dbs[0]!.kysely.selectFrom('kysely_migration' as never).selectAll().execute();
      expect(done.length).toBeGreaterThanOrEqual(3);
      // Running again changes nothing.
      await migrateToLatest(dbs[1]!);
    } finally {
      await Promise.all(dbs.map((db) => db.close()));
      await database.drop();
    }
  });
});
