import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../platform/db/database';
import { migrateToLatest } from '../../platform/db/migrate';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { allowanceDay, createAllowanceRepository, type AllowanceRepository } from './allowance.repository';

describe('daily generation allowance', () => {
  let database: TestDatabase;
  let db: Db;
  let allowance: AllowanceRepository;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir, poolSize: 20 });
    await migrateToLatest(db);
    allowance = createAllowanceRepository(db);
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });

  it('counts up to the limit and then refuses, per day', async () => {
    expect(await allowance.take(['user:a'], 2, '2026-11-01')).toEqual({ allowed: true, used: 1 });
    expect(await allowance.take(['user:a'], 2, '2026-11-01')).toEqual({ allowed: true, used: 2 });
    expect(await allowance.take(['user:a'], 2, '2026-11-01')).toEqual({ allowed: false, used: 2 });
    expect(await allowance.take(['user:a'], 2, '2026-11-02')).toEqual({ allowed: true, used: 1 });
  });

  it('lets exactly one of 20 parallel requests through when one generation is left', async () => {
    await allowance.take(['user:racer'], 2, '2026-11-03');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => allowance.take(['user:racer'], 2, '2026-11-03')),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(1);
    expect(await allowance.usedToday(['user:racer'], '2026-11-03')).toBe(2);
  });

  it('needs every subject to have room, and counts none when one is full', async () => {
    const day = '2026-11-04';
    await allowance.take(['ip:203.0.113.0'], 2, day);
    await allowance.take(['ip:203.0.113.0'], 2, day);
    // A new device key (a cleared cookie) from the same address is still refused...
    expect(await allowance.take(['device:fresh', 'ip:203.0.113.0'], 2, day)).toEqual({ allowed: false, used: 2 });
    // ...and the refused attempt did not count against the device.
    expect(await allowance.usedToday(['device:fresh'], day)).toBe(0);
  });

  it('gives a failed generation back', async () => {
    const day = '2026-11-05';
    await allowance.take(['user:b'], 2, day);
    await allowance.take(['user:b'], 2, day);
    await allowance.giveBack(['user:b'], day);
    expect(await allowance.take(['user:b'], 2, day)).toEqual({ allowed: true, used: 2 });
    await allowance.giveBack(['user:nobody'], day);
    expect(await allowance.usedToday(['user:nobody'], day)).toBe(0);
  });

  it('names the UTC calendar day', () => {
    expect(allowanceDay(new Date('2026-11-22T23:59:59-06:00'))).toBe('2026-11-23');
  });
});
