import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import type Provider from 'oidc-provider';
import type { Config } from '../../config/env';
import { getOrCreateSecret } from '../app-secrets.repository';
import type { Db } from '../db/database';
import type { Jobs } from '../jobs/jobs';
import { clientAddressKey } from '../net/client-address';
import { purgeRateLimitsJob } from '../rate-limit/purge-rate-limits.job';
import { createRateLimiter } from '../rate-limit/rate-limits.repository';
import { createAccountsRepository } from './accounts.repository';
import { interactionRoutes } from './interaction.routes';
import { issuerAssetRoutes } from './issuer-assets';
import { issuerLogSerializers } from './log-redaction';
import { createIdentityProvider, ISSUER_MOUNT_PATH } from './provider';
import { createSignInThrottle } from './sign-in-failures.repository';
import { purgeIdentityJob } from './purge-identity.job';
import { createSigningKeyResolver, loadSigningKeys } from './signing-keys';

export interface EmbeddedIssuer {
  provider: Provider;
  /** Verification keys for the issuer's access tokens, read from the database (no HTTP to ourselves). */
  verificationKeys: JWTVerifyGetKey;
}

/**
 * Headers for oidc-provider's own answers, which bypass Fastify's hooks: no framing, no sniffing,
 * and no inline script (oidc-provider adds the hash of its one auto-submitting form when it sends
 * one). Our sign-out page loads the issuer's own stylesheet, fonts and script (issuer-assets.ts).
 */
function setIssuerHeaders(response: ServerResponse, requestId: string): void {
  response.setHeader('X-Request-Id', requestId);
  response.setHeader(
    'Content-Security-Policy',
    `default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; font-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  );
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('X-Frame-Options', 'DENY');
  response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
}

/** True when OIDC_ISSUER names this app's own issuer rather than an external one. */
export function usesEmbeddedIssuer(config: Config): boolean {
  return config.OIDC_ISSUER.replace(/\/$/, '') === `${config.PUBLIC_URL}${ISSUER_MOUNT_PATH}`;
}

/**
 * Mounts the embedded OpenID Connect issuer at /oidc: oidc-provider's Koa app receives the raw
 * request (Fastify parses no body there; the provider reads its own), and our interaction pages
 * are ordinary Fastify routes beside it.
 */
export async function registerEmbeddedIssuer(
  app: FastifyInstance,
  { config, db, jobs }: { config: Config; db: Db; jobs: Jobs },
): Promise<EmbeddedIssuer> {
  jobs.define(purgeIdentityJob(db));
  jobs.define(purgeRateLimitsJob(db));
  const signingKeys = await loadSigningKeys(db);
  const cookieKeys = [await getOrCreateSecret(db, 'oidc_cookie_key')];
  const accounts = createAccountsRepository(db);
  const provider = createIdentityProvider({ config, db, accounts, signingKeys, cookieKeys });
  provider.on('server_error', (_ctx, error) => {
    app.log.error({ err: error }, 'identity provider error');
  });

  // Token, revocation and sign-out posts get a budget per address as large as the API's, counted
  // like it by @fastify/rate-limit (memory or Redis). The API's allow-list spares every route
  // outside /api, so this budget has none.
  const postBudget = app.createRateLimit({
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_SECONDS * 1000,
    keyGenerator: (request) => `oidc:${clientAddressKey(request)}`,
    allowList: [],
  });
  const callback = provider.callback();
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === 'POST') {
      const budget = await postBudget(request);
      if (!budget.isAllowed && budget.isExceeded) {
        return reply.status(429).send({ error: 'slow_down', error_description: 'Too many requests. Please wait a moment and try again.' });
      }
    }
    reply.hijack();
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    // oidc-provider finds its mount path from originalUrl versus url, as under Express or Koa mounts.
    raw.originalUrl = raw.url;
    raw.url = (raw.url ?? '/').slice(ISSUER_MOUNT_PATH.length) || '/';
    setIssuerHeaders(reply.raw, request.id);
    await callback(raw, reply.raw);
  };

  await app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, parsed) => {
      parsed(null);
    });
    // The issuer documents itself (discovery); it stays out of the API's OpenAPI document.
    // Request logs keep the issuer's URLs without their tokens (sign-out's id_token_hint).
    const options = { schema: { hide: true }, logSerializers: issuerLogSerializers };
    scope.all(ISSUER_MOUNT_PATH, options, forward);
    scope.all(`${ISSUER_MOUNT_PATH}/*`, options, forward);
    done();
  });
  await app.register(issuerAssetRoutes);
  await app.register(
    interactionRoutes({
      provider,
      config,
      accounts,
      throttle: createSignInThrottle(db),
      signUps: createRateLimiter(db),
      signUpsPerHour: config.SIGN_UPS_PER_HOUR,
    }),
  );

  return { provider, verificationKeys: createSigningKeyResolver(db, signingKeys) };
}
