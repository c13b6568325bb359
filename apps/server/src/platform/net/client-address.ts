import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The caller's address as a rate-limit key. IPv6 callers are grouped by their /64, since one
 * household or phone gets a whole /64 and could otherwise rotate through it.
 */
export function clientAddressKey(request: FastifyRequest): string {
  const ip = request.ip;
  const mapped = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!isIPv6(mapped)) return mapped;
  return `${expandIPv6(mapped).slice(0, 4).join(':')}::/64`;
}

function expandIPv6(address: string): string[] {
  const [head = '', tail = ''] = address.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const missing = address.includes('::') ? 8 - headParts.length - tailParts.length : 0;
  return [...headParts, ...Array<string>(missing).fill('0'), ...tailParts].map((p) => p.padStart(4, '0'));
}
