import net from 'node:net';

/** Where an address leads: the public internet, this machine, or somewhere we never go. */
export type AddressClass = { kind: 'public' } | { kind: 'loopback' } | { kind: 'blocked'; reason: string };

const ipv4Ranges: [cidr: string, reason: string][] = [
  ['0.0.0.0/8', 'this-network'],
  ['10.0.0.0/8', 'private'],
  ['100.64.0.0/10', 'carrier-grade NAT'],
  ['169.254.0.0/16', 'link-local (cloud metadata)'],
  ['172.16.0.0/12', 'private'],
  ['192.0.0.0/24', 'IETF protocol assignments'],
  ['192.0.2.0/24', 'documentation'],
  ['192.88.99.0/24', '6to4 relay'],
  ['192.168.0.0/16', 'private'],
  ['198.18.0.0/15', 'benchmarking'],
  ['198.51.100.0/24', 'documentation'],
  ['203.0.113.0/24', 'documentation'],
  ['224.0.0.0/4', 'multicast'],
  ['240.0.0.0/4', 'reserved or broadcast'],
];

/** Dotted-quad to an unsigned 32-bit number, or null when `ip` is not one. */
function ipv4ToNumber(ip: string): number | null {
  if (!net.isIPv4(ip)) return null;
  return ip.split('.').reduce((value, octet) => value * 256 + Number(octet), 0);
}

const parsedIpv4Ranges = ipv4Ranges.map(([cidr, reason]) => {
  const [base = '', bits = ''] = cidr.split('/');
  const start = ipv4ToNumber(base);
  if (start === null || !/^\d+$/.test(bits)) throw new Error(`Bad range in the table: ${cidr}`);
  return { start, size: 2 ** (32 - Number(bits)), reason };
});

const notAnAddress: AddressClass = { kind: 'blocked', reason: 'not an IP address' };

function classifyIpv4(ip: string): AddressClass {
  const value = ipv4ToNumber(ip);
  if (value === null) return notAnAddress;
  if (value >>> 24 === 127) return { kind: 'loopback' };
  const range = parsedIpv4Ranges.find((r) => value >= r.start && value < r.start + r.size);
  return range ? { kind: 'blocked', reason: range.reason } : { kind: 'public' };
}

type Groups = [number, number, number, number, number, number, number, number];

/**
 * An IPv6 address as eight 16-bit groups (zone id dropped, embedded IPv4 tail expanded), or null
 * when it is not one.
 */
function ipv6Groups(ip: string): Groups | null {
  let text = withoutZone(ip).toLowerCase();
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (tail !== undefined) {
    const v4 = ipv4ToNumber(tail);
    if (v4 === null) return null;
    text = `${text.slice(0, -tail.length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head, rest] = text.includes('::') ? text.split('::') : [text, undefined];
  const headGroups = head ? head.split(':') : [];
  const restGroups = rest ? rest.split(':') : [];
  const fill = rest === undefined ? [] : Array<string>(8 - headGroups.length - restGroups.length).fill('0');
  const groups = [...headGroups, ...fill, ...restGroups].map((group) => parseInt(group, 16));
  return isGroups(groups) ? groups : null;
}

function isGroups(groups: number[]): groups is Groups {
  return groups.length === 8 && groups.every((group) => Number.isInteger(group));
}

/** The address without its `%zone` suffix. */
function withoutZone(ip: string): string {
  const zone = ip.indexOf('%');
  return zone === -1 ? ip : ip.slice(0, zone);
}

const v4FromGroups = (high: number, low: number) =>
  [high >>> 8, high & 0xff, low >>> 8, low & 0xff].join('.');

function viaGateway(ipv4: string): AddressClass {
  const inner = classifyIpv4(ipv4);
  return inner.kind === 'public' ? inner : { kind: 'blocked', reason: `gateway to a non-public IPv4 address (${ipv4})` };
}

function classifyIpv6(ip: string): AddressClass {
  const g = ipv6Groups(ip);
  if (!g) return notAnAddress;
  const zerosUntil = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zerosUntil(7) && g[7] === 1) return { kind: 'loopback' };
  if (zerosUntil(8)) return { kind: 'blocked', reason: 'unspecified' };
  // Forms that carry an IPv4 address inside: judge the IPv4 address they lead to.
  if (zerosUntil(5) && g[5] === 0xffff) return classifyIpv4(v4FromGroups(g[6], g[7])); // ::ffff:a.b.c.d
  // NAT64 and 6to4 reach their IPv4 address through a gateway: only a public one is acceptable.
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return viaGateway(v4FromGroups(g[6], g[7]));
  if (g[0] === 0x2002) return viaGateway(v4FromGroups(g[1], g[2]));
  if (zerosUntil(6)) return { kind: 'blocked', reason: 'IPv4-compatible' };
  const first = g[0];
  if ((first & 0xfe00) === 0xfc00) return { kind: 'blocked', reason: 'unique-local' };
  if ((first & 0xffc0) === 0xfe80) return { kind: 'blocked', reason: 'link-local' };
  if ((first & 0xffc0) === 0xfec0) return { kind: 'blocked', reason: 'site-local' };
  if ((first & 0xff00) === 0xff00) return { kind: 'blocked', reason: 'multicast' };
  if (first === 0x2001 && g[1] === 0x0db8) return { kind: 'blocked', reason: 'documentation' };
  if (first === 0x2001 && g[1] === 0) return { kind: 'blocked', reason: 'Teredo' };
  // Everything else outside global unicast (2000::/3) is reserved, discard or local-use.
  if ((first & 0xe000) !== 0x2000) return { kind: 'blocked', reason: 'reserved' };
  return { kind: 'public' };
}

/** Classifies an IP literal (IPv4 dotted quad or IPv6, with or without brackets). */
export function classifyAddress(ip: string): AddressClass {
  const bare = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  const family = net.isIP(withoutZone(bare));
  if (family === 4) return classifyIpv4(bare);
  if (family === 6) return classifyIpv6(bare);
  return notAnAddress;
}

/** Why `ip` may not be reached (null when it may): loopback passes only with `allowLoopback`. */
export function refusalReason(ip: string, allowLoopback: boolean): string | null {
  const verdict = classifyAddress(ip);
  if (verdict.kind === 'public') return null;
  if (verdict.kind === 'loopback') return allowLoopback ? null : 'loopback';
  return verdict.reason;
}
