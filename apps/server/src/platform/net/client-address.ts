import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * An IPv6 literal in its one canonical spelling (lower case, zeros compressed, any embedded IPv4
 * tail in hex), as the WHATWG URL parser writes it; the zone id is dropped.
 */
function canonicalIPv6(address: string): string {
  const bare = address.split('%')[0] ?? address;
  return new URL(`http://[${bare}]/`).hostname.slice(1, -1);
}

/** Eight 16-bit groups of a canonical IPv6 address. */
function groupsOf(canonical: string): number[] {
  const [head = '', tail] = canonical.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => parseInt(group, 16));
}

const hex4 = (group: number) => group.toString(16).padStart(4, '0');

/**
 * A client address as a rate-limit and quota key, the same however it is spelled: an IPv4-mapped
 * IPv6 address (`::ffff:203.0.113.9`, `::FFFF:CB00:7109`) is its IPv4 address, and IPv6 callers
 * are grouped by their /64, since one household or phone gets a whole /64 and could otherwise
 * rotate through it. Text that is not an address is kept (trimmed, lower case) as its own key.
 */
export function addressKey(address: string): string {
  const text = address.trim().toLowerCase();
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  if (isIP(bare) === 4) return bare;
  if (isIP(bare.split('%')[0] ?? '') !== 6) return text;
  const groups = groupsOf(canonicalIPv6(bare));
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >>> 8, high & 0xff, low >>> 8, low & 0xff].join('.');
  }
  return `${groups.slice(0, 4).map(hex4).join(':')}::/64`;
}

/**
 * The caller's address as a key: Fastify's `request.ip`, which honours TRUST_PROXY (only the
 * trusted proxies' X-Forwarded-For entries are believed), normalised by `addressKey`.
 */
export function clientAddressKey(request: FastifyRequest): string {
  return addressKey(request.ip);
}
