import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** Password rules for sign-up. The upper bound only stops absurd inputs. */
export const PASSWORD_RULES = { minLength: 8, maxLength: 256 } as const;

const keyLength = 32;
const blockSize = 8;
const parallelism = 1;

function derive(password: string, salt: Buffer, options: Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>>): Promise<Buffer> {
  // 128 * N * r bytes of memory, plus headroom: Node's default cap (32 MiB) is too tight for N=2^15.
  const maxmem = 256 * options.N * options.r + 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/**
 * Hashes a password with scrypt and a fresh 16-byte salt. The result carries its parameters
 * (`scrypt$<log2 N>$<r>$<p>$<salt>$<hash>`), so the cost can change without breaking old hashes.
 * `cost` is log2(N): 15 (about 50-100 ms here) in production; tests may lower it.
 */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: 2 ** cost, r: blockSize, p: parallelism });
  return ['scrypt', cost, blockSize, parallelism, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, r, p, salt, hash] = stored.split('$');
  const numbers = [Number(cost), Number(r), Number(p)];
  if (scheme !== 'scrypt' || !salt || !hash || numbers.some((n) => !Number.isInteger(n) || n < 1)) return false;
  const [logN, blocks, lanes] = numbers as [number, number, number];
  if (logN > 20 || blocks > 32 || lanes > 4) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: 2 ** logN, r: blocks, p: lanes });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Spends the same time as checking a real password, for an email that has no account, so the
 * answer time does not tell which addresses are registered.
 */
export function createDecoyVerifier(cost: number): (password: string) => Promise<false> {
  let decoy: Promise<string> | undefined;
  return async (password) => {
    decoy ??= hashPassword(randomBytes(16).toString('hex'), cost);
    await verifyPassword(password, await decoy);
    return false;
  };
}
