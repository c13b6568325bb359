import { createPublicKey } from 'node:crypto';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, importJWK, SignJWT, UnsecuredJWT, type JWK, type JWTPayload, type CryptoKey } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadSigningKeys } from '../platform/identity/signing-keys';
import { useCleanup } from '../test/cleanup';
import { must } from '../test/must';
import { signUp } from '../test/sign-in';
import { testConfig, useTestApp } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { AUTH_MESSAGES } from './auth';
import type { ErrorBody } from '@sous/contract/errors';
import type { PublicConfig } from '@sous/contract/public-config';
import type { UserSettings } from '@sous/contract/user';

/** The embedded issuer's current signing key. */
async function realKey(app: App) {
  const [real] = await loadSigningKeys(app.db);
  return must(real, 'a signing key');
}

const ISSUER = 'http://localhost:3000/oidc';
const AUDIENCE = 'http://localhost:3000/api';

interface TokenOptions {
  claims?: JWTPayload;
  header?: Record<string, unknown>;
  key?: CryptoKey | Uint8Array;
  alg?: string;
  kid?: string;
  issuer?: string;
  audience?: string;
  expiresAt?: number;
}

/** Signs an access token as the embedded issuer would (its real key, unless told otherwise). */
async function accessToken(app: App, options: TokenOptions = {}): Promise<string> {
  const real = await realKey(app);
  const key = options.key ?? (await importJWK(real, 'RS256'));
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ client_id: 'sous-web', ...options.claims })
    .setProtectedHeader({ alg: options.alg ?? 'RS256', typ: 'at+jwt', kid: options.kid ?? real.kid, ...options.header })
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience ?? AUDIENCE)
    .setSubject(options.claims?.sub ?? 'user-from-a-test')
    .setIssuedAt(now)
    .setExpirationTime(options.expiresAt ?? now + 300)
    .sign(key);
}

const settingsWith = (app: App, token: string) =>
  app.inject({ url: '/api/user-data', headers: { authorization: `Bearer ${token}` } });

describe('bearer tokens on the embedded issuer', () => {
  const t = useTestApp();

  async function expectRefused(token: string, message: string = AUTH_MESSAGES.invalid) {
    for (const answer of [
      await settingsWith(t.app, token),
      await t.app.inject({ method: 'PUT', url: '/api/user-data', headers: { authorization: `Bearer ${token}` }, payload: { profile: { firstName: 'X' } } }),
    ]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ code: 'UNAUTHORIZED', message });
    }
  }

  it('accepts a token the issuer signed', async () => {
    const answer = await settingsWith(t.app, await accessToken(t.app, { claims: { sub: 'accepted-user' } }));
    expect(answer.statusCode).toBe(200);
    expect(answer.json<UserSettings>().accountId).toBe('accepted-user');
  });

  it('refuses alg none', async () => {
    const now = Math.floor(Date.now() / 1000);
    const unsigned = new UnsecuredJWT({ client_id: 'sous-web' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject('mallory')
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .encode();
    await expectRefused(unsigned);
  });

  it('refuses HS256 signed with the public key as the secret', async () => {
    const real = await realKey(t.app);
    const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicPart } = real;
    const pem = createPublicKey({ key: publicPart as JWK & { kty: string }, format: 'jwk' }).export({ type: 'spki', format: 'pem' });
    for (const secret of [new TextEncoder().encode(String(pem)), new TextEncoder().encode(JSON.stringify(publicPart))]) {
      await expectRefused(await accessToken(t.app, { alg: 'HS256', key: secret, claims: { sub: 'mallory' } }));
    }
  });

  it('refuses a wrong issuer and a wrong audience', async () => {
    await expectRefused(await accessToken(t.app, { issuer: 'https://evil.example/oidc' }));
    await expectRefused(await accessToken(t.app, { audience: 'https://other.example/api' }));
  });

  it('refuses an expired token beyond the 60 s leeway, and accepts one within it', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expectRefused(await accessToken(t.app, { expiresAt: now - 120 }), AUTH_MESSAGES.expired);
    const lenient = await settingsWith(t.app, await accessToken(t.app, { expiresAt: now - 20, claims: { sub: 'just-expired' } }));
    expect(lenient.statusCode).toBe(200);
  });

  it('refuses a token that is not valid yet', async () => {
    await expectRefused(await accessToken(t.app, { claims: { nbf: Math.floor(Date.now() / 1000) + 600 } }));
  });

  it('refuses an unknown key id, and a forged signature under the real key id', async () => {
    const rogue = await generateKeyPair('RS256');
    await expectRefused(await accessToken(t.app, { key: rogue.privateKey, kid: 'not-a-key-we-know' }));
    await expectRefused(await accessToken(t.app, { key: rogue.privateKey }));
  });

  it('refuses an ID token presented as an access token', async () => {
    const user = await signUp(t.app);
    await expectRefused(user.idToken);
    const works = await settingsWith(t.app, user.accessToken);
    expect(works.statusCode).toBe(200);
  });

  it('refuses tokens typed as something other than an access token, or missing sub or exp', async () => {
    await expectRefused(await accessToken(t.app, { header: { typ: 'logout+jwt' } }));
    await expectRefused(await accessToken(t.app, { claims: { typ: 'ID' } }));
    const real = await realKey(t.app);
    const key = await importJWK(real, 'RS256');
    const noSubject = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: real.kid })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setExpirationTime('5m')
      .sign(key);
    await expectRefused(noSubject);
    const noExpiry = await new SignJWT({}).setProtectedHeader({ alg: 'RS256', kid: real.kid }).setIssuer(ISSUER).setAudience(AUDIENCE).setSubject('x').sign(key);
    await expectRefused(noExpiry);
  });

  it('refuses a malformed Authorization header', async () => {
    for (const authorization of ['Basic dXNlcjpwYXNz', 'Bearer', 'Bearer not a token', `Bearer ${'a'.repeat(9000)}`, 'Bearer abc.def.ghi']) {
      const answer = await t.app.inject({ url: '/api/user-data', headers: { authorization } });
      expect(answer.statusCode).toBe(401);
      expect(answer.json<ErrorBody>().code).toBe('UNAUTHORIZED');
    }
  });

  it("makes the user's row on their first authenticated call, copying the token's email and names", async () => {
    const sub = 'first-call-user';
    const before = await t.app.db.kysely.selectFrom('users').selectAll().where('id', '=', sub).executeTakeFirst();
    expect(before).toBeUndefined();
    const token = await accessToken(t.app, { claims: { sub, email: 'first@example.test', given_name: 'Fern', family_name: 'Call' } });
    const answer = await settingsWith(t.app, token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      accountId: sub,
      profile: { firstName: 'Fern', lastName: 'Call', email: 'first@example.test' },
      screenName: null,
      accountStatus: { subscriptionTier: 'free' },
    });
    const rows = await t.app.db.kysely.selectFrom('users').selectAll().where('id', '=', sub).execute();
    expect(rows).toHaveLength(1);

    // Later tokens do not overwrite what the user saved since.
    await t.app.inject({ method: 'PUT', url: '/api/user-data', headers: { authorization: `Bearer ${token}` }, payload: { profile: { firstName: 'Fernanda' } } });
    const renamed = await accessToken(t.app, { claims: { sub, given_name: 'Someone Else' } });
    expect((await settingsWith(t.app, renamed)).json<UserSettings>().profile.firstName).toBe('Fernanda');
  });

  it('gives an anonymous caller a device key cookie, and a signed-in caller none', async () => {
    const anonymous = await t.app.inject({ url: '/api/user-data' });
    const cookie = String(anonymous.headers['set-cookie']);
    expect(cookie).toMatch(/^sous_device=[A-Za-z0-9_-]{32}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);

    const again = await t.app.inject({ url: '/api/user-data', headers: { cookie: must(cookie.split(';')[0], 'the cookie pair') } });
    expect(again.headers['set-cookie']).toBeUndefined();

    const signedIn = await settingsWith(t.app, await accessToken(t.app));
    expect(signedIn.headers['set-cookie']).toBeUndefined();
  });
});

/** A stand-in for an external issuer (Keycloak-like path): discovery and JWKS, counting JWKS fetches. */
async function startStubIssuer() {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'stub-key-1', alg: 'ES256', use: 'sig' };
  const stats = { jwksFetches: 0 };
  const server = http.createServer((req, res) => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/realms/sous`;
    if (req.url === '/realms/sous/.well-known/openid-configuration') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ issuer: base, jwks_uri: `${base}/protocol/openid-connect/certs` }));
    } else if (req.url === '/realms/sous/protocol/openid-connect/certs') {
      stats.jwksFetches += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/realms/sous`;
  return {
    issuer,
    stats,
    sign: (claims: JWTPayload, options: { audience?: string; kid?: string } = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: options.kid ?? 'stub-key-1' })
        .setIssuer(issuer)
        .setAudience(options.audience ?? 'sous-api')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

describe('an external issuer, by configuration alone', () => {
  let stub: Awaited<ReturnType<typeof startStubIssuer>>;
  let database: TestDatabase;
  let app: App;

  const cleanUp = useCleanup();

  beforeAll(async () => {
    stub = await startStubIssuer();
    cleanUp(() => stub.close());
    database = await createTestDatabase();
    cleanUp(() => database.drop());
    app = await buildApp({
      config: testConfig(database, { OIDC_ISSUER: stub.issuer, OIDC_AUDIENCE: 'sous-api', OIDC_CLIENT_ID: 'sous-spa' }),
    });
    cleanUp(() => app.close());
  });

  it('does not mount the embedded issuer, and tells the SPA about the external one', async () => {
    expect((await app.inject({ url: '/oidc/.well-known/openid-configuration' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/config' })).json<PublicConfig>().oidc).toEqual({ issuer: stub.issuer, clientId: 'sous-spa', audience: 'sous-api' });
  });

  it("accepts the issuer's ES256 tokens and makes the user's row from their claims", async () => {
    const token = await stub.sign({ sub: 'f:1234:keycloak-user', email: 'kc@example.test', given_name: 'Kay', family_name: 'Cloak', typ: 'Bearer' });
    const answer = await settingsWith(app, token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ accountId: 'f:1234:keycloak-user', profile: { firstName: 'Kay', lastName: 'Cloak', email: 'kc@example.test' } });
  });

  it("refuses its tokens for another audience, and its ID tokens", async () => {
    expect((await settingsWith(app, await stub.sign({ sub: 'u' }, { audience: 'sous-spa' }))).statusCode).toBe(401);
    expect((await settingsWith(app, await stub.sign({ sub: 'u', typ: 'ID' }))).statusCode).toBe(401);
  });

  it('does not refetch the JWKS for every unknown key id', async () => {
    const before = stub.stats.jwksFetches;
    for (let i = 0; i < 5; i++) {
      expect((await settingsWith(app, await stub.sign({ sub: 'u' }, { kid: `unknown-${i}` }))).statusCode).toBe(401);
    }
    expect(stub.stats.jwksFetches - before).toBeLessThanOrEqual(1);
  });
});

describe('an external issuer that cannot be reached', () => {
  let database: TestDatabase;
  let app: App;
  const cleanUp = useCleanup();

  beforeAll(async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => {
      closed.close(() => {
        resolve();
      });
    });
    database = await createTestDatabase();
    cleanUp(() => database.drop());
    app = await buildApp({ config: testConfig(database, { OIDC_ISSUER: `http://127.0.0.1:${port}/`, OIDC_AUDIENCE: 'sous-api' }) });
    cleanUp(() => app.close());
  });

  it('answers 503 rather than blaming the caller', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const token = await new SignJWT({}).setProtectedHeader({ alg: 'RS256', kid: 'k' }).setSubject('u').setExpirationTime('5m').sign(privateKey);
    const answer = await settingsWith(app, token);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: AUTH_MESSAGES.unavailable });
    // Anonymous calls do not need the issuer.
    expect((await app.inject({ url: '/api/user-data' })).statusCode).toBe(200);
  });
});

describe("another Sous server's embedded issuer as the external issuer", () => {
  let issuerDb: TestDatabase;
  let apiDb: TestDatabase;
  let issuerApp: App;
  let apiApp: App;
  let issuerUrl: string;
  const cleanUp = useCleanup();

  beforeAll(async () => {
    // A free port first: the issuer's PUBLIC_URL must name the address it listens on.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => {
      probe.close(() => {
        resolve();
      });
    });
    issuerUrl = `http://127.0.0.1:${port}`;
    issuerDb = await createTestDatabase();
    cleanUp(() => issuerDb.drop());
    issuerApp = await buildApp({ config: testConfig(issuerDb, { PUBLIC_URL: issuerUrl }) });
    cleanUp(() => issuerApp.close());
    await issuerApp.listen({ port, host: '127.0.0.1' });
    apiDb = await createTestDatabase();
    cleanUp(() => apiDb.drop());
    apiApp = await buildApp({ config: testConfig(apiDb, { OIDC_ISSUER: `${issuerUrl}/oidc`, OIDC_AUDIENCE: `${issuerUrl}/api` }) });
    cleanUp(() => apiApp.close());
  });

  it('signs in over real HTTP and is accepted by an API configured only with OIDC_ISSUER and OIDC_AUDIENCE', async () => {
    const user = await signUp(issuerUrl, { firstName: 'Remote' });
    const answer = await settingsWith(apiApp, user.accessToken);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<UserSettings>().accountId).toBe(user.userId);
    const row = await apiApp.db.kysely.selectFrom('users').select('id').where('id', '=', user.userId).executeTakeFirst();
    expect(row).toEqual({ id: user.userId });
    // The ID token is still not an access token there.
    expect((await settingsWith(apiApp, user.idToken)).statusCode).toBe(401);
  });
});
