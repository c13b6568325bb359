import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import { must } from '../../test/must';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';

describe('migrations', () => {
  it('run once when several processes start together on one fresh database', async () => {
    const database = await createTestDatabase();
    const dbs = Array.from({ length: 3 }, () => openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir }));
    try {
      await Promise.all(dbs.map((db) => migrateToLatest(db)));
      const [first, second] = dbs;
      const done = await must(first, 'a connection').kysely.selectFrom('kysely_migration' as never).selectAll().execute();
      expect(done.length).toBeGreaterThanOrEqual(3);
      // Running again changes nothing.
      await migrateToLatest(must(second, 'a second connection'));
    } finally {
      await Promise.all(dbs.map((db) => db.close()));
      await database.drop();
    }
  });
});
