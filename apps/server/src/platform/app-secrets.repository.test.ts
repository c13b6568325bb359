import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { useCleanup } from '../test/cleanup';
import { must } from '../test/must';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { getOrCreateSecret } from './app-secrets.repository';

describe('getOrCreateSecret', () => {
  // Two connections stand in for two processes sharing one database.
  let one: Db;
  let other: Db;
  const cleanUp = useCleanup();

  beforeAll(async () => {
    const database: TestDatabase = await createTestDatabase();
    cleanUp(() => database.drop());
    one = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    cleanUp(() => one.close());
    other = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    cleanUp(() => other.close());
    await migrateToLatest(one);
  });

  it('makes a random secret once and returns the same one afterwards', async () => {
    const first = await getOrCreateSecret(one, 'test.one');
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
    expect(await getOrCreateSecret(one, 'test.one')).toBe(first);
    expect(await getOrCreateSecret(other, 'test.one')).toBe(first);
    expect(await getOrCreateSecret(one, 'test.two')).not.toBe(first);
  });

  it('agrees on one value when many callers race to create it', async () => {
    const values = await Promise.all(
      Array.from({ length: 20 }, (_, i) => getOrCreateSecret(i % 2 === 0 ? one : other, 'test.race')),
    );
    expect(new Set(values).size).toBe(1);
    const rows = await one.kysely.selectFrom('app_secrets').selectAll().where('name', '=', 'test.race').execute();
    expect(rows).toHaveLength(1);
    expect(must(rows[0], 'the stored secret').value).toBe(values[0]);
  });
});
