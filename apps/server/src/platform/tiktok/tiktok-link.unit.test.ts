import { describe, expect, it } from 'vitest';
import { readTikTokLink } from './tiktok-link';

const hosts = ['tiktok.com', 'www.tiktok.com', 'm.tiktok.com'];

describe('reading a TikTok video link', () => {
  it('accepts the three TikTok hosts and answers the link on www.tiktok.com without trackers', () => {
    for (const host of hosts) {
      expect(readTikTokLink(`https://${host}/@chef.lin/video/7311111111111111111?is_from_webapp=1#x`, hosts)).toEqual({
        url: 'https://www.tiktok.com/@chef.lin/video/7311111111111111111',
        videoId: '7311111111111111111',
        username: 'chef.lin',
      });
    }
    expect(readTikTokLink('HTTPS://WWW.TIKTOK.COM/@a/video/1', hosts)).toMatchObject({ videoId: '1' });
  });

  it('refuses other sites, http, ports, user-info and look-alike hosts', () => {
    for (const link of [
      'http://www.tiktok.com/@a/video/1',
      'https://www.tiktok.com:8443/@a/video/1',
      'https://www.tiktok.com:443@evil.example/@a/video/1',
      'https://user:pass@www.tiktok.com/@a/video/1',
      'https://www.tiktok.com@evil.example/@a/video/1',
      'https://www.tiktok.com.evil.example/@a/video/1',
      'https://eviltiktok.com/@a/video/1',
      'https://www.tiktok.com./@a/video/1',
      'https://us.tiktok.com/@a/video/1',
      'https://127.0.0.1/@a/video/1',
      'javascript:alert(1)//https://www.tiktok.com/@a/video/1',
      'www.tiktok.com/@a/video/1',
    ]) {
      expect(readTikTokLink(link, hosts), link).toEqual({ problem: 'other-site' });
    }
  });

  it('tells short links and links to no one video apart', () => {
    expect(readTikTokLink('https://vm.tiktok.com/ZMabc123/', hosts)).toEqual({ problem: 'short-link' });
    expect(readTikTokLink('https://vt.tiktok.com/ZSabc123/', hosts)).toEqual({ problem: 'short-link' });
    for (const link of ['https://www.tiktok.com/', 'https://www.tiktok.com/@someone', 'https://www.tiktok.com/@a/video/abc', 'https://m.tiktok.com/v/123.html']) {
      expect(readTikTokLink(link, hosts), link).toEqual({ problem: 'no-video' });
    }
    expect(readTikTokLink('  ', hosts)).toEqual({ problem: 'missing' });
  });
});
