import { MEDIA_MESSAGES } from '@sous/contract/recipe-media';
import { describe, expect, it } from 'vitest';
import { parseTikTokLink } from './tiktok-link';

describe('TikTok links', () => {
  it('reads the video id and the account, dropping trackers', () => {
    expect(parseTikTokLink(' https://www.tiktok.com/@chef.anna_1/video/7234567890123456789?is_from_webapp=1&sender_device=pc#x ')).toEqual({
      url: 'https://www.tiktok.com/@chef.anna_1/video/7234567890123456789',
      videoId: '7234567890123456789',
      username: 'chef.anna_1',
    });
    expect(parseTikTokLink('https://www.tiktok.com/embed/video/123')).toEqual({ url: 'https://www.tiktok.com/embed/video/123', videoId: '123', username: null });
  });

  it('answers the spec texts for a blank link and for any other site', () => {
    expect(parseTikTokLink('   ')).toEqual({ error: MEDIA_MESSAGES.tiktokRequired });
    expect(MEDIA_MESSAGES.tiktokInvalid).toBe('Invalid TikTok URL. The URL must be from TikTok (https://www.tiktok.com/)');
    for (const link of [
      'http://www.tiktok.com/@a/video/1',
      'https://tiktok.com/@a/video/1',
      'https://vm.tiktok.com/ZMabc/',
      'https://www.tiktok.com.evil.example/@a/video/1',
      'https://www.tiktok.com@evil.example/@a/video/1',
      'javascript:alert(1)//https://www.tiktok.com/',
      'https://www.tiktok.com:8443/@a/video/1',
    ]) {
      expect(parseTikTokLink(link), link).toEqual({ error: MEDIA_MESSAGES.tiktokInvalid });
    }
  });

  it('refuses a TikTok link that names no video', () => {
    for (const link of ['https://www.tiktok.com/', 'https://www.tiktok.com/@someone', 'https://www.tiktok.com/@a/video/abc', 'https://www.tiktok.com/@a/video/12x']) {
      expect(parseTikTokLink(link), link).toEqual({ error: MEDIA_MESSAGES.tiktokNoVideo });
    }
  });
});
