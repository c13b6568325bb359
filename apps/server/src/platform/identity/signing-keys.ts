import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import { calculateJwkThumbprint, createLocalJWKSet, errors, type JWK, type JWTVerifyGetKey } from 'jose';
import { insertSecretIfAbsent, readSecret, replaceSecret } from '../app-secrets.repository';
import type { Db } from '../db/database';

/** The app_secrets row that holds the issuer's private signing keys (a JSON array, newest first). */
const SECRET_NAME = 'oidc_signing_keys';
/** How many keys stay published after a rotation: the new one signs, the older ones still verify. */
export const KEYS_KEPT_AFTER_ROTATION = 3;

/** A private RS256 signing key as a JWK, with its key id. */
export type SigningKey = JWK & { kid: string; alg: 'RS256'; use: 'sig' };

/** Makes a fresh 2048-bit RSA key; its id is its RFC 7638 thumbprint. */
export async function generateSigningKey(): Promise<SigningKey> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
}

/** The public half of a key, as published in the JWKS. */
export function publicJwk(key: SigningKey): JWK {
  // The RSA private members stay behind.
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicMembers } = key;
  return publicMembers;
}

async function readKeys(db: Db): Promise<SigningKey[] | undefined> {
  const value = await readSecret(db, SECRET_NAME);
  return value === undefined ? undefined : (JSON.parse(value) as SigningKey[]);
}

/**
 * The issuer's signing keys, newest (the one that signs) first, made on first use. Kept in the
 * database so every process signs and verifies with the same keys; when two processes start
 * together, both offer a key and the first insert wins.
 */
export async function loadSigningKeys(db: Db): Promise<SigningKey[]> {
  const existing = await readKeys(db);
  if (existing?.length) return existing;
  const candidate = [await generateSigningKey()];
  await insertSecretIfAbsent(db, SECRET_NAME, JSON.stringify(candidate));
  return (await readKeys(db)) ?? candidate;
}

export interface RotationResult {
  /** The new signing key's id. */
  added: string;
  /** Every key id still published, newest first. */
  kept: string[];
  /** Key ids no longer published: tokens they signed stop verifying. */
  removed: string[];
}

/**
 * Puts a new key in front (it signs from the next start of each process) and keeps the previous
 * ones for verification, up to `keep` keys in all.
 */
export async function rotateSigningKeys(db: Db, keep = KEYS_KEPT_AFTER_ROTATION): Promise<RotationResult> {
  const current = await loadSigningKeys(db);
  const added = await generateSigningKey();
  const next = [added, ...current].slice(0, Math.max(2, keep));
  // Only over what was read, so two rotations at once cannot drop each other's key.
  const replaced = await replaceSecret(db, SECRET_NAME, JSON.stringify(current), JSON.stringify(next));
  if (!replaced) throw new Error('The signing keys changed during the rotation; run it again.');
  return {
    added: added.kid,
    kept: next.map((key) => key.kid),
    removed: current.slice(next.length - 1).map((key) => key.kid),
  };
}

/**
 * Verification keys for the embedded issuer's tokens, read from the database rather than over
 * HTTP. A token whose key id is unknown makes it re-read the keys (at most once per
 * `refreshAfterMs`), so a key rotated in by another process is picked up without a restart.
 */
export function createSigningKeyResolver(db: Db, initial: SigningKey[], refreshAfterMs = 30_000): JWTVerifyGetKey {
  let keySet = createLocalJWKSet({ keys: initial.map(publicJwk) });
  let checkedAt = 0;
  return async (header, token) => {
    try {
      return await keySet(header, token);
    } catch (error) {
      if (!(error instanceof errors.JWKSNoMatchingKey) || Date.now() - checkedAt < refreshAfterMs) throw error;
      checkedAt = Date.now();
      keySet = createLocalJWKSet({ keys: ((await readKeys(db)) ?? []).map(publicJwk) });
      return keySet(header, token);
    }
  };
}
