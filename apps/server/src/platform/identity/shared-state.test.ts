import { createLocalJWKSet, decodeProtectedHeader, importJWK, jwtVerify, SignJWT, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { httpClient, signUp, startAuthorization } from '../../test/sign-in';
import type { UserSettings } from '@sous/contract/user';
import { useCleanup } from '../../test/cleanup';
import { anyString } from '../../test/matchers';
import { must } from '../../test/must';
import { testConfig } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { openDatabase } from '../db/database';
import { loadSigningKeys, rotateSigningKeys } from './signing-keys';

/** Two app instances on one database, as two processes behind a load balancer would be. */
function useTwoInstances() {
  const handle = {} as { a: App; b: App; database: TestDatabase };
  beforeAll(async () => {
    handle.database = await createTestDatabase();
    const config = testConfig(handle.database);
    // One after the other: SQLite migrations are not safe to race (the key race is tested below).
    handle.a = await buildApp({ config });
    handle.b = await buildApp({ config });
  });
  // Partly filled until beforeAll has run, and it may have failed half-way.
  const started: Partial<typeof handle> = handle;
  afterAll(async () => {
    await started.a?.close();
    await started.b?.close();
    await started.database?.drop();
  });
  return handle;
}

const jwksOf = async (app: App): Promise<JSONWebKeySet> =>
  (await app.inject({ url: '/oidc/jwks', headers: { host: 'localhost:3000' } })).json();

describe('two instances on one database', () => {
  const t = useTwoInstances();

  it('publish the same signing keys', async () => {
    const [a, b] = [await jwksOf(t.a), await jwksOf(t.b)];
    expect(a.keys).toHaveLength(1);
    expect(b).toEqual(a);
  });

  it('share interactions and codes: a form shown by one is posted to the other, and its code redeemed at the first', async () => {
    const account = await signUp(t.a);
    const flow = await startAuthorization(t.a);
    flow.request = httpClient(t.b);
    const { code } = await flow.authorize({ email: account.email, password: account.password });
    flow.request = httpClient(t.a);
    const tokens = await flow.redeem(code);
    expect(tokens.userId).toBe(account.userId);

    // Each instance accepts the other's access tokens.
    const viaB = await t.b.inject({ url: '/api/user-data', headers: { authorization: `Bearer ${tokens.accessToken}` } });
    expect(viaB.json<UserSettings>().accountId).toBe(account.userId);
  });

  it('share browser sessions: signed in at one, the other sends the code without asking again', async () => {
    const account = await signUp(t.a);
    const first = await startAuthorization(t.a);
    await first.authorize({ email: account.email, password: account.password });

    // Without the session cookie, the other instance asks to sign in...
    const stranger = await startAuthorization(t.b);
    expect(stranger.page.body).toContain('Welcome Back');

    // ...with it, it redirects straight back with a code.
    const query = new URLSearchParams({
      client_id: 'sous-web',
      redirect_uri: 'http://localhost:3000/callback',
      response_type: 'code',
      scope: 'openid profile email',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
    const answer = await httpClient(t.b)('GET', `/oidc/auth?${query.toString()}`, { headers: { cookie: first.jar.headerFor('/oidc/auth') } });
    expect(answer.status).toBe(303);
    expect(new URL(String(answer.headers.location)).searchParams.get('code')).toEqual(expect.any(String));
  });

  it('share refresh tokens', async () => {
    const user = await signUp(t.a);
    const renewed = await httpClient(t.b)('POST', '/oidc/token', {
      form: { grant_type: 'refresh_token', refresh_token: user.refreshToken, client_id: 'sous-web' },
    });
    expect(renewed.status).toBe(200);
    expect(JSON.parse(renewed.body)).toMatchObject({ access_token: anyString });
  });
});

describe('signing keys', () => {
  let database: TestDatabase;
  const cleanUp = useCleanup();
  beforeAll(async () => {
    database = await createTestDatabase();
    cleanUp(() => database.drop());
  });

  const open = () => openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });

  it('are made once, even when two processes start together, and kept across restarts', async () => {
    const config = testConfig(database);
    const first = await buildApp({ config });
    const kid = must((await jwksOf(first)).keys[0], 'a published key').kid;
    await first.close();
    const second = await buildApp({ config });
    expect((await jwksOf(second)).keys.map((k) => k.kid)).toEqual([kid]);
    await second.close();

    const [x, y] = [open(), open()];
    const [keysX, keysY] = await Promise.all([loadSigningKeys(x), loadSigningKeys(y)]);
    expect(keysX).toEqual(keysY);
    await Promise.all([x.close(), y.close()]);
  });

  it('rotate: the new key signs after a restart, the old one still verifies, running instances learn the new one', async () => {
    const config = testConfig(database);
    const before = await buildApp({ config });
    const oldUser = await signUp(before);
    const oldKid = decodeProtectedHeader(oldUser.accessToken).kid;

    const db = open();
    const rotation = await rotateSigningKeys(db);
    expect(rotation.kept).toEqual([rotation.added, oldKid]);
    expect(rotation.removed).toEqual([]);

    const after = await buildApp({ config });
    const published = await jwksOf(after);
    expect(published.keys.map((k) => k.kid)).toEqual([rotation.added, oldKid]);
    const newUser = await signUp(after);
    expect(decodeProtectedHeader(newUser.accessToken).kid).toBe(rotation.added);
    await jwtVerify(oldUser.accessToken, createLocalJWKSet(published));

    for (const [app, token] of [
      [after, oldUser.accessToken],
      [before, newUser.accessToken], // signed with a key this instance started without
    ] as const) {
      const answer = await app.inject({ url: '/api/user-data', headers: { authorization: `Bearer ${token}` } });
      expect(answer.statusCode).toBe(200);
    }
    await before.close();
    await after.close();
    await db.close();
  });

  it('rotate: keep three keys at most; a retired key no longer verifies', async () => {
    const db = open();
    const retiring = must((await loadSigningKeys(db))[0], 'a signing key');
    const key = await importJWK(retiring, 'RS256');
    const app = await buildApp({ config: testConfig(database) });
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: retiring.kid, typ: 'at+jwt' })
      .setIssuer('http://localhost:3000/oidc')
      .setAudience('http://localhost:3000/api')
      .setSubject('rotated-out')
      .setExpirationTime('5m')
      .sign(key);
    expect((await app.inject({ url: '/api/user-data', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    await app.close();

    const results = [await rotateSigningKeys(db), await rotateSigningKeys(db), await rotateSigningKeys(db)];
    const last = must(results[2], 'the third rotation');
    expect((await loadSigningKeys(db)).map((k) => k.kid)).toEqual(last.kept);
    expect(last.kept).toHaveLength(3);
    expect(results.flatMap((r) => r.removed)).toContain(retiring.kid);

    const restarted = await buildApp({ config: testConfig(database) });
    expect((await restarted.inject({ url: '/api/user-data', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    await restarted.close();
    await db.close();
  });
});
