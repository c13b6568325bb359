import { describe, expect, it } from 'vitest';
import { checkTikTokUrl, tiktokPlayerUrl } from './tiktok-link';

describe('checkTikTokUrl', () => {
  it("asks for a link with the spec's text", () => {
    expect(checkTikTokUrl('')).toBe('Please enter a TikTok URL');
    expect(checkTikTokUrl('   ')).toBe('Please enter a TikTok URL');
  });

  it("refuses links that are not from TikTok's secure www address with the spec's text", () => {
    for (const link of ['http://www.tiktok.com/@a/video/123', 'https://tiktok.com/@a/video/123', 'https://vm.tiktok.com/ZM123/', 'https://www.tiktok.com.evil.example/@a/video/1', 'tiktok']) {
      expect(checkTikTokUrl(link), link).toBe('Invalid TikTok URL. The URL must be from TikTok (https://www.tiktok.com/)');
    }
  });

  it('refuses a TikTok link that names no video', () => {
    expect(checkTikTokUrl('https://www.tiktok.com/@chef.lin')).toBe('Invalid TikTok URL. The URL must link to one TikTok video (…/video/1234567890).');
  });

  it('takes a video link, with or without share trackers', () => {
    expect(checkTikTokUrl('https://www.tiktok.com/@chef.lin/video/7311111111111111111')).toBeNull();
    expect(checkTikTokUrl(' https://www.tiktok.com/@chef.lin/video/7311111111111111111?is_from_webapp=1 ')).toBeNull();
  });
});

describe('tiktokPlayerUrl', () => {
  it("is TikTok's embed player for a numeric video id, and nothing for anything else", () => {
    expect(tiktokPlayerUrl('7311111111111111111')).toBe('https://www.tiktok.com/player/v1/7311111111111111111?description=1&rel=0');
    expect(tiktokPlayerUrl('123/../../evil')).toBeNull();
    expect(tiktokPlayerUrl('')).toBeNull();
  });
});
