import { createHmac, timingSafeEqual } from 'node:crypto';

/** Everything a local upload URL promises; all of it is covered by the signature. */
export interface SignedUploadTerms {
  method: 'PUT' | 'POST';
  key: string;
  contentType: string;
  maxBytes: number;
  /** Unix seconds after which the URL no longer works. */
  expires: number;
}

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

// One field per line: no field can contain a newline (keys and types are checked), so no two
// different term sets give the same string.
const canonical = (terms: SignedUploadTerms) =>
  ['sous-upload-v1', terms.method, terms.key, terms.contentType, String(terms.maxBytes), String(terms.expires)].join('\n');

/** HMAC-SHA256 over the upload terms, hex encoded. */
export function signUpload(secret: string, terms: SignedUploadTerms): string {
  return createHmac('sha256', secret).update(canonical(terms)).digest('hex');
}

/**
 * Checks a signature in constant time, then the expiry: a forged URL is `invalid` whatever its
 * date, and only a genuine one can be `expired`.
 */
export function checkUploadSignature(
  secret: string,
  terms: SignedUploadTerms,
  signature: string,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): SignatureCheck {
  const expected = Buffer.from(signUpload(secret, terms), 'hex');
  const given = /^[0-9a-f]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return nowSeconds > terms.expires ? 'expired' : 'valid';
}
