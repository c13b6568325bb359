import { createHash, randomBytes } from 'node:crypto';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { describe, expect, it } from 'vitest';
import { signUp, startAuthorization, SignInError } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';
import type { UserSettings } from '@sous/contract/user';
import { captured } from '../../test/must';
import { REFRESH_TOKEN_REUSE_GRACE_SECONDS } from './oidc-models.repository';

/** The token endpoint's answer, as far as these tests read it. */
interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  error?: string;
}

const t = useTestApp();
const host = { host: 'localhost:3000' };
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { ...host, ...headers } });
const postForm = (url: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...host, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(form).toString(),
  });

async function jwks(): Promise<JSONWebKeySet> {
  return (await get('/oidc/jwks')).json();
}

describe('discovery and keys', () => {
  it('publishes the discovery document for the embedded issuer', async () => {
    const answer = await get('/oidc/.well-known/openid-configuration');
    expect(answer.statusCode).toBe(200);
    const document = answer.json<{ scopes_supported: string[]; claims_supported: string[] }>();
    expect(document).toMatchObject({
      issuer: 'http://localhost:3000/oidc',
      authorization_endpoint: 'http://localhost:3000/oidc/auth',
      token_endpoint: 'http://localhost:3000/oidc/token',
      jwks_uri: 'http://localhost:3000/oidc/jwks',
      end_session_endpoint: 'http://localhost:3000/oidc/session/end',
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      id_token_signing_alg_values_supported: ['RS256'],
    });
    expect(document.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email']));
    expect(document.claims_supported).toEqual(expect.arrayContaining(['email', 'given_name', 'family_name', 'name']));
  });

  it('publishes RS256 public keys only, with key ids', async () => {
    const { keys } = await jwks();
    expect(keys.length).toBeGreaterThanOrEqual(1);
    for (const key of keys) {
      expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
      expect(key.kid).toEqual(expect.any(String));
      for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(key).not.toHaveProperty(secret);
    }
  });

  it('sends the security headers on the issuer endpoints too', async () => {
    const answer = await get('/oidc/jwks');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const scriptSources = captured(/script-src ([^;]*)/, String(answer.headers['content-security-policy']));
    expect(scriptSources).not.toContain('unsafe-inline');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
  });
});

describe('authorization code with PKCE', () => {
  it('signs a new user up and issues an API access token, an ID token and a refresh token', async () => {
    const user = await signUp(t.app, { firstName: 'Ada', lastName: 'Lovelace' });
    const keys = createLocalJWKSet(await jwks());

    expect(decodeProtectedHeader(user.accessToken)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const access = await jwtVerify(user.accessToken, keys, { issuer: 'http://localhost:3000/oidc', audience: 'http://localhost:3000/api' });
    expect(access.payload.sub).toBe(user.userId);
    expect(access.payload.client_id).toBe('sous-web');

    const id = await jwtVerify(user.idToken, keys, { issuer: 'http://localhost:3000/oidc', audience: 'sous-web' });
    expect(id.payload).toMatchObject({
      sub: user.userId,
      email: user.email,
      given_name: 'Ada',
      family_name: 'Lovelace',
      name: 'Ada Lovelace',
    });
    expect(user.refreshToken).toEqual(expect.any(String));
  });

  it('refuses an authorization request without a PKCE challenge, or with the plain method', async () => {
    const base = {
      client_id: 'sous-web',
      redirect_uri: 'http://localhost:3000/callback',
      response_type: 'code',
      scope: 'openid profile email',
      state: 'xyz',
    };
    const extras: Record<string, string>[] = [{}, { code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' }];
    for (const extra of extras) {
      const answer = await get(`/oidc/auth?${new URLSearchParams({ ...base, ...extra }).toString()}`);
      expect(answer.statusCode).toBe(303);
      const location = new URL(answer.headers.location as string);
      expect(location.origin + location.pathname).toBe('http://localhost:3000/callback');
      expect(location.searchParams.get('error')).toBe('invalid_request');
    }
  });

  it('refuses a redirect URI that is not the site callback, without redirecting there', async () => {
    const answer = await get(
      `/oidc/auth?${new URLSearchParams({
        client_id: 'sous-web',
        redirect_uri: 'https://evil.example/callback',
        response_type: 'code',
        scope: 'openid',
        code_challenge: createHash('sha256').update('x').digest('base64url'),
        code_challenge_method: 'S256',
      }).toString()}`,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.headers.location).toBeUndefined();
    expect(answer.body).toContain('redirect_uri');
  });

  it('redeems a code once, and only with its verifier', async () => {
    const account = await signUp(t.app);
    const wrongVerifier = await startAuthorization(t.app);
    const { code: stolen } = await wrongVerifier.authorize({ email: account.email, password: account.password });
    await expect(wrongVerifier.redeem(stolen, randomBytes(32).toString('base64url'))).rejects.toThrow(/invalid_grant/);

    const flow = await startAuthorization(t.app);
    const { code } = await flow.authorize({ email: account.email, password: account.password });
    await flow.redeem(code);
    await expect(flow.redeem(code)).rejects.toBeInstanceOf(SignInError);
  });
});

describe('refresh tokens', () => {
  const refresh = (token: string) => postForm('/oidc/token', { grant_type: 'refresh_token', refresh_token: token, client_id: 'sous-web' });

  it('renews the access token for the API and rotates the refresh token', async () => {
    const user = await signUp(t.app);

    const renewed = await refresh(user.refreshToken);
    expect(renewed.statusCode).toBe(200);
    const body = renewed.json<TokenAnswer>();
    expect(decodeJwt(body.access_token)).toMatchObject({ sub: user.userId, aud: 'http://localhost:3000/api' });
    expect(typeof body.refresh_token).toBe('string');
    expect(body.refresh_token).not.toBe(user.refreshToken);

    const api = await t.app.inject({ url: '/api/user-data', headers: { authorization: `Bearer ${body.access_token}` } });
    expect(api.json<UserSettings>().accountId).toBe(user.userId);

    // A rotated refresh token is spent once its short grace has passed: replaying it then fails.
    const graceAgo = new Date(Date.now() - (REFRESH_TOKEN_REUSE_GRACE_SECONDS + 1) * 1000).toISOString();
    await t.app.db.kysely
      .updateTable('oidc_models')
      .set({ consumed_at: graceAgo })
      .where('model', '=', 'RefreshToken')
      .where('id', '=', user.refreshToken)
      .execute();
    const replay = await refresh(user.refreshToken);
    expect(replay.statusCode).toBe(400);
    expect(replay.json<TokenAnswer>().error).toBe('invalid_grant');
    // A replay after the grace is taken as theft: the whole grant ends, the newer token with it.
    expect((await refresh(body.refresh_token)).statusCode).toBe(400);
  });

  it('keeps the user signed in when 10 tabs renew with one refresh token at once', async () => {
    const user = await signUp(t.app);
    const renewals = await Promise.all(Array.from({ length: 10 }, () => refresh(user.refreshToken)));
    expect(renewals.map((r) => r.statusCode)).toEqual(Array<number>(10).fill(200));
    // Every tab's new refresh token keeps working afterwards, and so does its access token.
    for (const renewal of renewals) {
      const next = await refresh(renewal.json<TokenAnswer>().refresh_token);
      expect(next.statusCode).toBe(200);
      const api = await t.app.inject({ url: '/api/user-data', headers: { authorization: `Bearer ${next.json<TokenAnswer>().access_token}` } });
      expect(api.statusCode).toBe(200);
    }
  });
});

describe('sign-out', () => {
  /** Where a new authorization request from this browser lands: straight back at the callback (still signed in) or at a page. */
  async function authorizeAgain(flow: Awaited<ReturnType<typeof startAuthorization>>): Promise<string> {
    const authorize = new URLSearchParams({
      client_id: 'sous-web',
      redirect_uri: 'http://localhost:3000/callback',
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
    let url = `/oidc/auth?${authorize.toString()}`;
    for (let hops = 0; hops < 10; hops++) {
      const answer = await get(url, { cookie: flow.jar.headerFor(new URL(url, 'http://localhost:3000').pathname) });
      flow.jar.store(answer.headers['set-cookie']);
      if (answer.statusCode < 300 || answer.statusCode >= 400) return answer.body;
      url = String(answer.headers.location);
      if (url.startsWith('http://localhost:3000/callback')) return 'callback';
    }
    throw new Error('too many redirects');
  }

  it('ends the session with the page\'s one Sign Out (the one its script presses) and returns to the site; the password is asked again and the refresh token dies', async () => {
    const account = await signUp(t.app);
    const flow = await startAuthorization(t.app);
    const tokens = await flow.submit({ email: account.email, password: account.password });
    // Signed in at the issuer: a new request comes straight back without a page.
    expect(await authorizeAgain(flow)).toBe('callback');

    const query = new URLSearchParams({ id_token_hint: tokens.idToken, post_logout_redirect_uri: 'http://localhost:3000' });
    const page = await get(`/oidc/session/end?${query.toString()}`, { cookie: flow.jar.headerFor('/oidc/session/end') });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Signing you out');
    flow.jar.store(page.headers['set-cookie']);
    const action = captured(/<form id="op.logoutForm" method="post" action="([^"]+)"/, page.body);
    const xsrf = captured(/name="xsrf" value="([^"]+)"/, page.body);
    // What pressing the page's button posts: the form's fields and the button's name and value.
    const button = captured(/(<button [^>]*data-auto-submit[^>]*>)/, page.body);
    const pressed = { xsrf, [captured(/name="([^"]+)"/, button)]: captured(/value="([^"]+)"/, button) };

    const done = await postForm(new URL(action).pathname, pressed, { cookie: flow.jar.headerFor(new URL(action).pathname) });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('http://localhost:3000/');
    flow.jar.store(done.headers['set-cookie']);

    // The issuer session is gone: the next sign-in on this browser shows the form again.
    expect(await authorizeAgain(flow)).toContain('Welcome Back');

    const refresh = await postForm('/oidc/token', { grant_type: 'refresh_token', refresh_token: tokens.refreshToken, client_id: 'sous-web' });
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json<TokenAnswer>().error).toBe('invalid_grant');
  });

  it('refuses to send the browser anywhere but the site after sign-out', async () => {
    const account = await signUp(t.app);
    const query = new URLSearchParams({ id_token_hint: account.idToken, post_logout_redirect_uri: 'https://evil.example/' });
    const answer = await get(`/oidc/session/end?${query.toString()}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.headers.location).toBeUndefined();
    expect(answer.body).toContain('post_logout_redirect_uri');
  });
});

describe('behind a proxy, with a small request budget', () => {
  const proxied = useTestApp({ TRUST_PROXY: 'true', PUBLIC_URL: 'https://sous.example', RATE_LIMIT_MAX: '3' });
  const authorize = new URLSearchParams({
    client_id: 'sous-web',
    redirect_uri: 'https://sous.example/callback',
    response_type: 'code',
    scope: 'openid',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  });

  it("trusts the proxy's scheme: issuer cookies are Secure", async () => {
    const answer = await proxied.app.inject({
      url: `/oidc/auth?${authorize.toString()}`,
      headers: { host: 'sous.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(answer.statusCode).toBe(303);
    const cookies = [answer.headers['set-cookie'] ?? []].flat();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie.toLowerCase()).toContain('; secure');
  });

  it('limits token requests per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await proxied.app.inject({
        method: 'POST',
        url: '/oidc/token',
        headers: { host: 'sous.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=refresh_token&refresh_token=guess&client_id=sous-web',
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    // Another address has its own budget.
    const other = await proxied.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { host: 'sous.example', 'x-forwarded-for': '198.51.100.8', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=refresh_token&refresh_token=guess&client_id=sous-web',
    });
    expect(other.statusCode).toBe(400);
  });
});
