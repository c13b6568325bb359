import { describe, expect, it } from 'vitest';
import { classifyAddress, refusalReason } from './ip-address';

describe('classifyAddress', () => {
  it('passes public addresses', () => {
    for (const ip of ['8.8.8.8', '1.1.1.1', '93.184.216.34', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '2a00:1450:4001::200e', '::ffff:8.8.8.8', '[2001:4860::8888]']) {
      expect(classifyAddress(ip), ip).toEqual({ kind: 'public' });
    }
  });

  it('marks loopback apart, including the IPv4-mapped form', () => {
    for (const ip of ['127.0.0.1', '127.255.255.254', '::1', '[::1]', '::ffff:127.0.0.1', '::ffff:7f00:1', '0:0:0:0:0:0:0:1']) {
      expect(classifyAddress(ip), ip).toEqual({ kind: 'loopback' });
    }
  });

  it('blocks private, link-local, metadata, CGNAT, multicast, broadcast and reserved ranges', () => {
    const blocked = [
      '0.0.0.0', '0.1.2.3', '10.0.0.1', '10.255.255.255', '100.64.0.1', '100.127.255.255', '169.254.169.254',
      '172.16.0.1', '172.31.255.255', '192.168.1.1', '192.0.2.5', '198.18.0.1', '224.0.0.1', '239.255.255.250',
      '240.0.0.1', '255.255.255.255', '::', 'fe80::1', 'fe80::1%eth0', 'febf::1', 'fc00::1', 'fd12:3456::1',
      'ff02::1', '::ffff:10.0.0.1', '::ffff:169.254.169.254', '::ffff:a9fe:a9fe', '64:ff9b::a9fe:a9fe',
      '2002:7f00:1::1', '2002:c0a8:101::1', '2001:db8::1', '2001::1', '::127.0.0.1', '100::1', '::2',
      'not-an-ip', '2130706433',
    ];
    for (const ip of blocked) expect(classifyAddress(ip).kind, ip).toBe('blocked');
    expect(classifyAddress('169.254.169.254')).toEqual({ kind: 'blocked', reason: 'link-local (cloud metadata)' });
  });

  it('lets loopback through only when allowed, and nothing else private', () => {
    expect(refusalReason('127.0.0.1', false)).toBe('loopback');
    expect(refusalReason('127.0.0.1', true)).toBeNull();
    expect(refusalReason('::1', true)).toBeNull();
    expect(refusalReason('10.0.0.1', true)).toBe('private');
    expect(refusalReason('169.254.169.254', true)).toMatch(/link-local/);
    expect(refusalReason('8.8.8.8', false)).toBeNull();
  });
});
