import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { getOrCreateSecret } from './app-secrets.repository';

describe('getOrCreateSecret', () => {
  let database: TestDatabase;
  const dbs: Db[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    // Two connections stand in for two processes sharing one database.
    for (let i = 0; i < 2; i++) dbs.push(openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir }));
    await migrateToLatest(dbs[0]!);
  });
  afterAll(async () => {
    for (const db of dbs) await db.close();
    await database?.drop();
  });

  it('makes a random secret once and returns the same one afterwards', async () => {
    const first = await getOrCreateSecret(dbs[0]!, 'test.one');
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
    expect(await getOrCreateSecret(dbs[0]!, 'test.one')).toBe(first);
    expect(await getOrCreateSecret(dbs[1]!, 'test.one')).toBe(first);
    expect(await getOrCreateSecret(dbs[0]!, 'test.two')).not.toBe(first);
  });

  it('agrees on one value when many callers race to create it', async () => {
    const values = await Promise.all(
      Array.from({ length: 20 }, (_, i) => getOrCreateSecret(dbs[i % 2]!, 'test.race')),
    );
    expect(new Set(values).size).toBe(1);
    const rows = await dbs[0]!.kysely.selectFrom('app_secrets').selectAll().where('name', '=', 'test.race').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.value).toBe(values[0]);
  });
});
