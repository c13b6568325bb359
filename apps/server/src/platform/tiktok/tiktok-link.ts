/** A TikTok video link as stored: its canonical URL on www.tiktok.com, the video id and, when the link names one, the account. */
export interface TikTokLink {
  url: string;
  videoId: string;
  username: string | null;
}

/**
 * Why a pasted link is refused: nothing pasted, not a TikTok address Sous accepts (another site,
 * http, a port, user-info, a look-alike host), a short link (vm./vt.tiktok.com, which only TikTok
 * can expand), or a TikTok page that is not one video. Each module words these its own way.
 */
export type TikTokLinkProblem = 'missing' | 'other-site' | 'short-link' | 'no-video';

/** Where canonical video links point. */
export const TIKTOK_ORIGIN = 'https://www.tiktok.com';
/** TikTok's link shorteners: they redirect to a video page, but only TikTok knows where. */
const SHORT_LINK_HOSTS = new Set(['vm.tiktok.com', 'vt.tiktok.com']);

const videoIdPattern = /\/video\/(\d{1,30})(?:\/|$)/;
// TikTok account names: letters, digits, underscores and dots.
const usernamePattern = /^\/@([A-Za-z0-9._]{1,64})(?:\/|$)/;

/**
 * Reads a pasted TikTok video link: https on one of `hosts` (exactly, so `tiktok.com.evil.example`
 * is another site), the default port, no user-info. The video id comes from `/video/{digits}`,
 * the account from `/@name`; query and fragment (share trackers) are dropped, and the link is
 * answered on www.tiktok.com whichever of TikTok's hosts it was pasted from.
 */
export function readTikTokLink(input: string, hosts: readonly string[]): TikTokLink | { problem: TikTokLinkProblem } {
  const text = input.trim();
  if (!text) return { problem: 'missing' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { problem: 'other-site' };
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return { problem: 'other-site' };
  if (SHORT_LINK_HOSTS.has(url.hostname)) return { problem: 'short-link' };
  if (!hosts.includes(url.hostname)) return { problem: 'other-site' };
  const videoId = videoIdPattern.exec(url.pathname)?.[1];
  if (!videoId) return { problem: 'no-video' };
  const username = usernamePattern.exec(url.pathname)?.[1] ?? null;
  return { url: `${TIKTOK_ORIGIN}${url.pathname}`, videoId, username };
}
