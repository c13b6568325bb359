import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import type { App } from '../app';
import { must } from './must';

/**
 * Signs up and signs in through the embedded issuer's real HTML forms over HTTP, as a browser
 * without JavaScript would: authorization request with PKCE, the interaction page, the form post,
 * the redirects (with a cookie jar) back to /callback, then the code at the token endpoint.
 * Works on an app (through `app.inject`) or on a listening server (a base URL).
 */

export type SignInTarget = App | string;

export interface Credentials {
  email: string;
  password: string;
}

export interface SignUpDetails {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
}

export interface SignedIn {
  accessToken: string;
  idToken: string;
  refreshToken: string;
  userId: string;
  email: string;
  password: string;
}

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A failed sign-in: the page the issuer answered with, for tests about refusals. */
export class SignInError extends Error {
  constructor(
    message: string,
    readonly answer: HttpAnswer,
  ) {
    super(message);
  }
}

interface Cookie {
  name: string;
  value: string;
  path: string;
}

/** A minimal cookie jar: name and path, enough for one host. */
export class CookieJar {
  private cookies: Cookie[] = [];

  store(setCookie: string | string[] | undefined): void {
    for (const line of [setCookie ?? []].flat()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const attribute = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.split('=')[1];
      const path = attribute('path') ?? '/';
      const expires = attribute('expires');
      const gone = value === '' || attribute('max-age') === '0' || (expires !== undefined && Date.parse(expires) < Date.now());
      this.cookies = this.cookies.filter((c) => !(c.name === name && c.path === path));
      if (!gone) this.cookies.push({ name, value, path });
    }
  }

  headerFor(path: string): string {
    return this.cookies
      .filter((c) => path === c.path || path.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }
}

/** One HTTP exchange with the target, never following redirects. */
export function httpClient(target: SignInTarget) {
  return async (method: string, url: string, options: { headers?: Record<string, string>; form?: Record<string, string> } = {}): Promise<HttpAnswer> => {
    const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
    const headers = { ...options.headers, ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) };
    if (typeof target === 'string') {
      const response = await fetch(new URL(url, target), { method, headers, body, redirect: 'manual' });
      return {
        status: response.status,
        headers: { location: response.headers.get('location') ?? undefined, 'set-cookie': response.headers.getSetCookie(), 'content-type': response.headers.get('content-type') ?? undefined },
        body: await response.text(),
      };
    }
    const publicUrl = new URL(target.config.PUBLIC_URL);
    const parsed = new URL(url, publicUrl);
    const response = await target.inject({ method: method as 'GET', url: `${parsed.pathname}${parsed.search}`, headers: { host: publicUrl.host, ...headers }, payload: body });
    return { status: response.statusCode, headers: response.headers as HttpAnswer['headers'], body: response.body };
  };
}

/** What the helper needs to know about the site: its public URL and the SPA's client id. */
async function siteOf(target: SignInTarget): Promise<{ publicUrl: string; clientId: string; issuer: string }> {
  const answer = await httpClient(target)('GET', '/api/config');
  const config = JSON.parse(answer.body) as { publicUrl: string; oidc: { clientId: string; issuer: string } };
  return { publicUrl: config.publicUrl, clientId: config.oidc.clientId, issuer: config.oidc.issuer };
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');
const decodeHtml = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The action of the page's form (the interaction URL it posts back to). */
export function formAction(html: string): string {
  const match = /<form[^>]*method="post"[^>]*action="([^"]+)"/i.exec(html);
  if (!match) throw new Error('no form on the page');
  return decodeHtml(must(match[1], 'the form action'));
}

/** The text of the page's error messages (form alert and field errors). */
export function pageErrors(html: string): string[] {
  return [...html.matchAll(/<div class="(?:alert|error)"[^>]*>([^<]*)<\/div>/g)].map((m) => decodeHtml(must(m[1], 'the error text')));
}

export interface AuthorizationFlow {
  /** The interaction page the issuer showed (a test may replace it with the page it navigated to). */
  page: HttpAnswer;
  /** Absolute URL of that page. */
  pageUrl: string;
  issuer: string;
  clientId: string;
  redirectUri: string;
  /** The PKCE code verifier of this request. */
  verifier: string;
  /** Posts the page's form and follows the redirects to the callback; throws SignInError on a refused form. */
  authorize(fields: Record<string, string>): Promise<{ code: string; callbackUrl: string }>;
  /** Redeems a code at the token endpoint (with this flow's verifier unless told otherwise). */
  redeem(code: string, verifier?: string): Promise<Tokens>;
  /** authorize + redeem. */
  submit(fields: Record<string, string>): Promise<Tokens>;
  /** How the flow talks to the server; a test may point it at another instance of the app. */
  request: HttpRequest;
  jar: CookieJar;
}

export type HttpRequest = ReturnType<typeof httpClient>;

export type Tokens = Omit<SignedIn, 'email' | 'password'>;

/** Starts an authorization request (code + PKCE S256) and stops at the interaction page. */
export async function startAuthorization(
  target: SignInTarget,
  options: { screenHint?: 'signup'; scope?: string } = {},
): Promise<AuthorizationFlow> {
  const request = httpClient(target);
  const jar = new CookieJar();
  const site = await siteOf(target);
  const redirectUri = `${site.publicUrl}/callback`;
  const verifier = base64url(randomBytes(32));
  const state = base64url(randomBytes(16));
  const query = new URLSearchParams({
    client_id: site.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: options.scope ?? 'openid profile email',
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
    state,
    nonce: base64url(randomBytes(16)),
    ...(options.screenHint ? { screen_hint: options.screenHint } : {}),
  });

  /** GETs `url` and follows redirects until a page or the callback. */
  async function follow(request: HttpRequest, first: HttpAnswer, from: string): Promise<{ answer: HttpAnswer; url: string }> {
    let answer = first;
    let url = from;
    for (let hops = 0; answer.status >= 300 && answer.status < 400; hops++) {
      if (hops > 10) throw new Error('too many redirects');
      url = new URL(String(answer.headers.location), url).href;
      if (url.startsWith(redirectUri)) break;
      answer = await request('GET', url, { headers: { cookie: jar.headerFor(new URL(url).pathname) } });
      jar.store(answer.headers['set-cookie']);
    }
    return { answer, url };
  }

  const authorizeUrl = `${site.issuer}/auth?${query.toString()}`;
  const first = await request('GET', authorizeUrl);
  jar.store(first.headers['set-cookie']);
  const { answer: page, url: pageUrl } = await follow(request, first, authorizeUrl);
  if (page.status !== 200) throw new SignInError(`the authorization request answered ${page.status}`, page);

  const flow: AuthorizationFlow = {
    page,
    pageUrl,
    issuer: site.issuer,
    clientId: site.clientId,
    redirectUri,
    verifier,
    request,
    jar,
    async authorize(fields) {
      // The page may have been replaced (a test following the sign-up link, say).
      const action = new URL(formAction(flow.page.body), flow.pageUrl).href;
      const posted = await flow.request('POST', action, { form: fields, headers: { cookie: jar.headerFor(new URL(action).pathname) } });
      jar.store(posted.headers['set-cookie']);
      if (posted.status < 300 || posted.status >= 400) {
        throw new SignInError(pageErrors(posted.body).join(' ') || `the form answered ${posted.status}`, posted);
      }
      const { answer, url } = await follow(flow.request, posted, action);
      if (!url.startsWith(redirectUri)) throw new SignInError(`the flow ended at ${url} (${answer.status})`, answer);
      const callback = new URL(url);
      if (callback.searchParams.get('state') !== state) throw new Error('state mismatch');
      const code = callback.searchParams.get('code');
      if (!code) throw new Error(`no code in the callback: ${callback.search}`);
      return { code, callbackUrl: url };
    },
    async redeem(code, codeVerifier = verifier) {
      const tokens = await flow.request('POST', `${site.issuer}/token`, {
        form: { grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: site.clientId, code_verifier: codeVerifier },
      });
      if (tokens.status !== 200) throw new SignInError(`the token endpoint answered ${tokens.status}: ${tokens.body}`, tokens);
      const body = JSON.parse(tokens.body) as { access_token: string; id_token: string; refresh_token: string };
      return {
        accessToken: body.access_token,
        idToken: body.id_token,
        refreshToken: body.refresh_token,
        userId: String(decodeJwt(body.access_token).sub),
      };
    },
    async submit(fields) {
      return flow.redeem((await flow.authorize(fields)).code);
    },
  };
  return flow;
}

/** Signs in with an existing account through the sign-in form. */
export async function signIn(target: SignInTarget, credentials: Credentials): Promise<SignedIn> {
  const flow = await startAuthorization(target);
  const tokens = await flow.submit({ email: credentials.email, password: credentials.password });
  return { ...tokens, ...credentials };
}

let counter = 0;

/** Creates an account through the sign-up form (`screen_hint=signup`) and returns its tokens. */
export async function signUp(target: SignInTarget, details: SignUpDetails = {}): Promise<SignedIn> {
  counter += 1;
  const email = details.email ?? `cook-${Date.now().toString(36)}-${counter}-${randomBytes(3).toString('hex')}@example.test`;
  const password = details.password ?? 'simmer-and-stir-42';
  const flow = await startAuthorization(target, { screenHint: 'signup' });
  const tokens = await flow.submit({
    firstName: details.firstName ?? 'Test',
    lastName: details.lastName ?? 'Cook',
    email,
    password,
  });
  return { ...tokens, email: email.trim().toLowerCase(), password };
}
