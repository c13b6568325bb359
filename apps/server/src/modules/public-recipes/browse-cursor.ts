import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The filters as one string, whatever order they were asked in. */
const filterKey = (filters: readonly string[]) => Buffer.from([...filters].sort().join('\n'));

/**
 * Browse's `nextToken`: the last id of a page, sealed with AES-256-GCM under a key derived from the
 * app's secret, with the filters it belongs to as associated data. The client reads nothing in it
 * (not even which recipe it stops at); edited, forged or carried to another filter set it fails
 * authentication and reads as `null` (the route says 400).
 */
export function createBrowseCursor(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'sous browse cursor v1', 32));

  return {
    /** The token for the page after `lastId` under `filters`. */
    sign(lastId: string, filters: readonly string[]): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(filterKey(filters));
      const sealed = Buffer.concat([cipher.update(lastId, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
    },

    /** The id to continue after, or null when the token is not one of ours for these filters. */
    read(token: string, filters: readonly string[]): string | null {
      if (!/^[A-Za-z0-9_-]+$/.test(token)) return null;
      const bytes = Buffer.from(token, 'base64url');
      if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
        decipher.setAAD(filterKey(filters));
        decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
        const lastId = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
        return lastId === '' ? null : lastId;
      } catch {
        return null;
      }
    },
  };
}

export type BrowseCursor = ReturnType<typeof createBrowseCursor>;
