import { beforeAll, describe, expect, it } from 'vitest';
import { useCleanup } from '../../test/cleanup';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createOidcAdapter } from './oidc-models.repository';
import { purgeExpiredIdentityRecords } from './purge-identity.job';
import { createSignInThrottle } from './sign-in-failures.repository';

describe('the oidc-provider database adapter', () => {
  let database: TestDatabase;
  let db: Db;
  let Adapter: ReturnType<typeof createOidcAdapter>;

  const cleanUp = useCleanup();

  beforeAll(async () => {
    database = await createTestDatabase();
    cleanUp(() => database.drop());
    db = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    cleanUp(() => db.close());
    await migrateToLatest(db);
    Adapter = createOidcAdapter(db);
  });

  it('stores, replaces and finds a record by model and id', async () => {
    const sessions = new Adapter('Session');
    await sessions.upsert('s1', { accountId: 'u1', uid: 'uid-1' }, 60);
    expect(await sessions.find('s1')).toEqual({ accountId: 'u1', uid: 'uid-1' });
    await sessions.upsert('s1', { accountId: 'u2', uid: 'uid-1' }, 60);
    expect(await sessions.find('s1')).toEqual({ accountId: 'u2', uid: 'uid-1' });
    // Same id, another model: a different record.
    expect(await new Adapter('Interaction').find('s1')).toBeUndefined();
    expect(await sessions.findByUid('uid-1')).toEqual({ accountId: 'u2', uid: 'uid-1' });
    expect(await sessions.findByUid('nope')).toBeUndefined();
  });

  it('finds by user code', async () => {
    const codes = new Adapter('DeviceCode');
    await codes.upsert('d1', { userCode: 'ABCD-EFGH', grantId: 'g0' }, 60);
    expect(await codes.findByUserCode('ABCD-EFGH')).toMatchObject({ userCode: 'ABCD-EFGH' });
  });

  it('hides expired records and keeps records without expiry', async () => {
    const codes = new Adapter('AuthorizationCode');
    await codes.upsert('old', { grantId: 'g' }, 60);
    await db.kysely.updateTable('oidc_models').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', 'old').execute();
    expect(await codes.find('old')).toBeUndefined();
    const clients = new Adapter('Client');
    await clients.upsert('forever', { client_id: 'forever' });
    expect(await clients.find('forever')).toEqual({ client_id: 'forever' });
  });

  it('marks a record consumed', async () => {
    const codes = new Adapter('AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    await codes.consume('c1');
    const found = await codes.find('c1');
    expect(found?.consumed).toEqual(expect.any(Number));
    expect(Math.abs(Number(found?.consumed) - Date.now() / 1000)).toBeLessThan(5);
  });

  it('destroys one record, and revokes a grant in one model only', async () => {
    const tokens = new Adapter('RefreshToken');
    const codes = new Adapter('AuthorizationCode');
    await tokens.upsert('r1', { grantId: 'grant-x' }, 60);
    await tokens.upsert('r2', { grantId: 'grant-x' }, 60);
    await tokens.upsert('r3', { grantId: 'grant-y' }, 60);
    await codes.upsert('c9', { grantId: 'grant-x' }, 60);
    await tokens.revokeByGrantId('grant-x');
    expect(await tokens.find('r1')).toBeUndefined();
    expect(await tokens.find('r2')).toBeUndefined();
    expect(await tokens.find('r3')).toBeDefined();
    expect(await codes.find('c9')).toBeDefined();
    await tokens.destroy('r3');
    expect(await tokens.find('r3')).toBeUndefined();
  });

  it('is purged of expired records and old sign-in failures, keeping the live ones', async () => {
    const sessions = new Adapter('Session');
    await sessions.upsert('live', { uid: 'l' }, 3600);
    await sessions.upsert('dead', { uid: 'd' }, 3600);
    await db.kysely.updateTable('oidc_models').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('id', '=', 'dead').execute();
    const throttle = createSignInThrottle(db);
    expect(await throttle.reserve('old@example.test', '10.0.0.1')).toBeDefined();
    await db.kysely.updateTable('sign_in_failures').set({ failed_at: '2000-01-01T00:00:00.000Z' }).execute();
    expect(await throttle.reserve('new@example.test', '10.0.0.1')).toBeDefined();

    await purgeExpiredIdentityRecords(db);
    const ids = (await db.kysely.selectFrom('oidc_models').select('id').where('model', '=', 'Session').execute()).map((r) => r.id);
    expect(ids).toContain('live');
    expect(ids).not.toContain('dead');
    const failures = await db.kysely.selectFrom('sign_in_failures').select('subject').execute();
    expect(failures.map((f) => f.subject).sort()).toEqual(['account:new@example.test', 'address:10.0.0.1', 'pair:new@example.test|10.0.0.1']);
  });
});
