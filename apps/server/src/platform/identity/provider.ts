import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../../config/env';
import type { Db } from '../db/database';
import type { AccountsRepository } from './accounts.repository';
import { createOidcAdapter } from './oidc-models.repository';
import { errorPage, signedOutPage, signOutPage } from './pages';
import type { SigningKey } from './signing-keys';

/** Where the issuer is mounted in the Fastify app; interactions live under it too. */
export const ISSUER_MOUNT_PATH = '/oidc';

/** Token and session lifetimes, in seconds. */
export const IDENTITY_TTL = {
  AccessToken: 15 * 60,
  AuthorizationCode: 60,
  IdToken: 60 * 60,
  Interaction: 60 * 60,
  RefreshToken: 14 * 24 * 3600,
  Session: 14 * 24 * 3600,
  Grant: 14 * 24 * 3600,
} as const;

export interface IdentityProviderOptions {
  config: Config;
  db: Db;
  accounts: AccountsRepository;
  signingKeys: SigningKey[];
  cookieKeys: string[];
}

const html = (ctx: KoaContextWithOIDC, body: string) => {
  ctx.type = 'html';
  ctx.body = body;
};

/**
 * The embedded OpenID Connect issuer (oidc-provider), configured for Sous's single public client:
 * authorization code with PKCE (S256), access tokens as JWTs for the API audience (resource
 * indicators), refresh tokens that rotate, sign-out back to the site. All state goes through the
 * database adapter; keys and cookie secrets come from the database, so processes are interchangeable.
 */
export function createIdentityProvider({ config, db, accounts, signingKeys, cookieKeys }: IdentityProviderOptions): Provider {
  const site = new URL(config.PUBLIC_URL).origin;
  const audience = config.OIDC_AUDIENCE;

  const configuration: Configuration = {
    adapter: createOidcAdapter(db),
    clients: [
      {
        client_id: config.OIDC_CLIENT_ID,
        client_name: 'Sous',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${config.PUBLIC_URL}/callback`],
        post_logout_redirect_uris: [site, `${site}/`],
      },
    ],
    jwks: { keys: signingKeys },
    cookies: {
      keys: cookieKeys,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    responseTypes: ['code'],
    // `screen_hint=signup` opens the sign-up form instead of sign-in.
    extraParams: ['screen_hint'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // The access token is for the API, not userinfo, so the ID token carries the profile claims.
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const account = await accounts.claims(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims() {
          const name = [account.firstName, account.lastName].filter(Boolean).join(' ');
          return {
            sub,
            email: account.email ?? undefined,
            // Addresses are not verified by mail (yet); say so rather than pretend.
            email_verified: false,
            given_name: account.firstName || undefined,
            family_name: account.lastName || undefined,
            name: name || undefined,
          };
        },
      };
    },
    interactions: { url: (_ctx, interaction) => `${ISSUER_MOUNT_PATH}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resource) {
          if (resource !== audience) throw new errors.InvalidTarget();
          return {
            scope: 'api',
            audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: IDENTITY_TTL.AccessToken,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          html(ctx, signOutPage(form, site));
        },
        postLogoutSuccessSource: (ctx) => {
          html(ctx, signedOutPage(site));
        },
      },
    },
    pkce: { required: () => true },
    // Our SPA renews silently with refresh tokens; they end with the session (sign-out revokes them).
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    ttl: { ...IDENTITY_TTL },
    clientBasedCORS: (_ctx, origin) => origin === site,
    enabledJWA: { idTokenSigningAlgValues: ['RS256'] },
    renderError(ctx, out) {
      ctx.status = ctx.status >= 400 ? ctx.status : 400;
      const detail = typeof out.error_description === 'string' ? out.error_description : 'The sign-in request could not be completed.';
      html(ctx, errorPage('Something went wrong', `${detail} Please go back to Sous and try again.`, site));
    },
  };

  const provider = new Provider(config.OIDC_ISSUER, configuration);
  // Behind a proxy, trust its X-Forwarded-Proto/Host as Fastify does.
  provider.proxy = config.TRUST_PROXY;
  return provider;
}
