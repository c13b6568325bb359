import { ErrorCode } from '@sous/contract/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Config } from '../config/env';
import { AppError } from './app-error';
import { deviceKeyOf, existingDeviceKey } from './device-key';

/** Who is calling: the token's subject and what it says about them. */
export interface AuthContext {
  /** The token's `sub`: the user id. */
  userId: string;
  email: string | null;
  claims: JWTPayload;
}

/** A caller that may be anonymous, with the device key anonymous quotas count against. */
export interface RequestIdentity {
  user: AuthContext | null;
  /** Made (and set as the `sous_device` cookie) for anonymous callers; read if present otherwise. */
  deviceKey: string | null;
}

/** What the first authenticated call of a user records about them. */
export interface FirstSeenUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  /** The token's `iat`: a deleted account's tokens issued before its erasure stay refused. */
  issuedAt: Date | null;
}

export interface Auth {
  /** The signed-in caller; 401 without a valid bearer token. */
  require(request: FastifyRequest): Promise<AuthContext>;
  /** The signed-in caller or null when no token is sent; a token that fails verification is still 401. */
  optional(request: FastifyRequest): Promise<AuthContext | null>;
  /** `optional`, plus the anonymous device key (cookie) for quota work. */
  identify(request: FastifyRequest, reply: FastifyReply): Promise<RequestIdentity>;
}

export interface AuthOptions {
  config: Pick<Config, 'OIDC_ISSUER' | 'OIDC_AUDIENCE' | 'PUBLIC_URL'>;
  /** Keys of the embedded issuer; without them the keys come from OIDC_ISSUER's discovery document. */
  verificationKeys?: JWTVerifyGetKey;
  /**
   * Makes the user's row on their first authenticated call (idempotent); false when the account
   * was deleted (delete-all), so the token no longer counts.
   */
  ensureUser: (user: FirstSeenUser) => Promise<boolean>;
}

export const AUTH_MESSAGES = {
  required: 'Sign in required',
  expired: 'Your session has expired. Please sign in again.',
  invalid: 'Invalid access token',
  unavailable: 'Sign-in is unavailable right now. Please try again shortly.',
  deleted: 'This account has been deleted.',
} as const;

/** Asymmetric algorithms only: no `none`, no HMAC (which would accept the public key as a secret). */
const ALGORITHMS = ['RS256', 'ES256'];
const CLOCK_TOLERANCE_SECONDS = 60;
const MAX_TOKEN_LENGTH = 8 * 1024;
/** Header `typ` values an access token may carry (RFC 9068's, or the plain one Auth0 and Keycloak use). */
const ACCESS_TOKEN_TYPES = new Set(['at+jwt', 'application/at+jwt', 'jwt']);

const unauthorized = (message: string) => new AppError(401, ErrorCode.Unauthorized, message);

/** A valid token of an account that delete-all erased: 401 everywhere (delete-all itself may say it is done). */
export class DeletedAccountError extends AppError {
  constructor(readonly userId: string) {
    super(401, ErrorCode.Unauthorized, AUTH_MESSAGES.deleted);
  }
}

/** The external issuer's discovery document or keys could not be had. */
class IssuerUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The OpenID Connect issuer is unavailable', { cause });
  }
}

/**
 * Keys of an external issuer (Auth0, Keycloak...): its discovery document names the JWKS, which
 * jose caches and refetches at most every 30 s (an unknown key id cannot make us hammer the
 * issuer). The issuer is the operator's configuration, not user input, so it may be internal.
 */
export function discoveredKeys(issuer: string): JWTVerifyGetKey {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const discover = async () => {
    const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000), redirect: 'error' });
    if (!response.ok) throw new Error(`OIDC discovery at ${url} answered ${response.status}`);
    const document = (await response.json()) as { issuer?: string; jwks_uri?: string };
    if (document.issuer !== issuer) throw new Error(`OIDC discovery at ${url} names issuer ${document.issuer}`);
    if (!document.jwks_uri) throw new Error(`OIDC discovery at ${url} has no jwks_uri`);
    return createRemoteJWKSet(new URL(document.jwks_uri), { timeoutDuration: 10_000, cooldownDuration: 30_000 });
  };
  return async (header, token) => {
    try {
      // A failed discovery is retried by the next call rather than remembered.
      keys ??= discover().catch((error: unknown) => {
        keys = undefined;
        throw error;
      });
      return await (await keys)(header, token);
    } catch (error) {
      // jose's own verdicts on the token (no matching key...) stay as they are; the rest is the issuer's fault.
      const issuerFault = !(error instanceof errors.JOSEError) || error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid;
      throw issuerFault ? new IssuerUnavailableError(error) : error;
    }
  };
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  const match = /^Bearer +([A-Za-z0-9\-._~+/]+=*)$/i.exec(header.trim());
  const token = match?.[1];
  if (token === undefined || token.length > MAX_TOKEN_LENGTH) throw unauthorized(AUTH_MESSAGES.invalid);
  return token;
}

const stringClaim = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * API authentication: `Authorization: Bearer <JWT>` verified with jose against OIDC_ISSUER's keys
 * (the embedded issuer's from the database, an external issuer's from its JWKS): RS256/ES256 only,
 * issuer, audience (an ID token's audience is the client, so it is refused here), expiry with
 * 60 s leeway, and an access-token `typ` when the token names one.
 */
export function createAuth({ config, verificationKeys, ensureUser }: AuthOptions): Auth {
  const keys = verificationKeys ?? discoveredKeys(config.OIDC_ISSUER);
  const secureCookies = config.PUBLIC_URL.startsWith('https://');

  async function verify(token: string, request: FastifyRequest): Promise<AuthContext> {
    let payload: JWTPayload;
    try {
      const verified = await jwtVerify(token, keys, {
        issuer: config.OIDC_ISSUER,
        audience: config.OIDC_AUDIENCE,
        algorithms: ALGORITHMS,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp'],
      });
      const type = verified.protectedHeader.typ?.toLowerCase();
      if (type !== undefined && !ACCESS_TOKEN_TYPES.has(type)) throw unauthorized(AUTH_MESSAGES.invalid);
      // Keycloak marks its ID and refresh tokens in a `typ` claim.
      if (verified.payload.typ !== undefined && verified.payload.typ !== 'Bearer') throw unauthorized(AUTH_MESSAGES.invalid);
      payload = verified.payload;
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof errors.JWTExpired) throw unauthorized(AUTH_MESSAGES.expired);
      // The issuer could not be reached or sent no usable keys: not the caller's fault.
      if (error instanceof IssuerUnavailableError) {
        request.log.error({ err: error.cause }, 'the OpenID Connect issuer is unavailable');
        throw new AppError(503, ErrorCode.ServiceUnavailable, AUTH_MESSAGES.unavailable);
      }
      throw unauthorized(AUTH_MESSAGES.invalid);
    }
    const userId = stringClaim(payload.sub);
    if (!userId || userId.length > 255) throw unauthorized(AUTH_MESSAGES.invalid);
    const email = stringClaim(payload.email);
    const issuedAt = typeof payload.iat === 'number' ? new Date(payload.iat * 1000) : null;
    const exists = await ensureUser({ id: userId, email, firstName: stringClaim(payload.given_name), lastName: stringClaim(payload.family_name), issuedAt });
    if (!exists) throw new DeletedAccountError(userId);
    return { userId, email, claims: payload };
  }

  async function optional(request: FastifyRequest): Promise<AuthContext | null> {
    const token = bearerToken(request);
    return token === null ? null : verify(token, request);
  }

  return {
    async require(request) {
      const user = await optional(request);
      if (!user) throw unauthorized(AUTH_MESSAGES.required);
      return user;
    },
    optional,
    async identify(request, reply) {
      const user = await optional(request);
      return { user, deviceKey: user ? existingDeviceKey(request) : deviceKeyOf(request, reply, secureCookies) };
    },
  };
}
