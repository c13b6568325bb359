import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address';

describe('addressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
  });

  it('reads every spelling of an IPv4-mapped IPv6 address as the IPv4 address', () => {
    for (const spelling of ['::ffff:203.0.113.9', '::FFFF:203.0.113.9', '::ffff:cb00:7109', '0:0:0:0:0:FFFF:CB00:7109', '[::ffff:203.0.113.9]']) {
      expect(addressKey(spelling), spelling).toBe('203.0.113.9');
    }
  });

  it('groups IPv6 addresses by their /64, whatever the case, compression or zone', () => {
    const key = '2001:0db8:0001:0002::/64';
    for (const spelling of ['2001:db8:1:2::1', '2001:DB8:1:2:FFFF::9', '2001:0db8:0001:0002:0000:0000:0000:0001', '[2001:db8:1:2::5]', '2001:db8:1:2::1%eth0']) {
      expect(addressKey(spelling), spelling).toBe(key);
    }
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0000:0000:0000:0000::/64');
  });

  it('keeps text that is not an address as its own key', () => {
    expect(addressKey(' Unknown ')).toBe('unknown');
  });
});
