import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Browse's `nextToken`: the last id of a page and the filters it belongs to, signed with the
 * app's secret. It tells the client nothing useful and cannot be edited or carried to another
 * filter set: either answers `null` (the route says 400).
 */
export function createBrowseCursor(secret: string) {
  const signature = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
  const filterHash = (filters: readonly string[]) => createHash('sha256').update([...filters].sort().join('\n')).digest('base64url').slice(0, 16);

  return {
    /** The token for the page after `lastId` under `filters`. */
    sign(lastId: string, filters: readonly string[]): string {
      const payload = Buffer.from(JSON.stringify({ after: lastId, filters: filterHash(filters) })).toString('base64url');
      return `${payload}.${signature(payload)}`;
    },

    /** The id to continue after, or null when the token is not one of ours for these filters. */
    read(token: string, filters: readonly string[]): string | null {
      const [payload = '', signed = '', ...rest] = token.split('.');
      const expected = Buffer.from(signature(payload));
      const given = Buffer.from(signed);
      if (rest.length > 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { after?: unknown; filters?: unknown };
        return typeof parsed.after === 'string' && parsed.filters === filterHash(filters) ? parsed.after : null;
      } catch {
        return null;
      }
    },
  };
}

export type BrowseCursor = ReturnType<typeof createBrowseCursor>;
