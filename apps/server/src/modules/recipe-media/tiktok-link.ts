import { MEDIA, MEDIA_MESSAGES } from '@sous/contract/recipe-media';

/** A TikTok video link as stored: a clean URL, the video id and, when the link names one, the account. */
export interface TikTokLink {
  url: string;
  videoId: string;
  username: string | null;
}

const videoIdPattern = /\/video\/(\d{1,30})(?:\/|$)/;
// TikTok account names: letters, digits, underscores and dots.
const usernamePattern = /^\/@([A-Za-z0-9._]{1,64})(?:\/|$)/;

/**
 * Reads a pasted TikTok link (spec 2 §5): it must start with the site's secure www address;
 * the video id comes from `/video/{digits}`, the username from `/@name`. Query and fragment
 * (share trackers) are dropped. Answers the message to show when the link is refused.
 */
export function parseTikTokLink(input: string): TikTokLink | { error: string } {
  const text = input.trim();
  if (!text) return { error: MEDIA_MESSAGES.tiktokRequired };
  if (!text.startsWith(`${MEDIA.tiktokSite}/`)) return { error: MEDIA_MESSAGES.tiktokInvalid };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { error: MEDIA_MESSAGES.tiktokInvalid };
  }
  if (url.origin !== MEDIA.tiktokSite || url.username || url.password) return { error: MEDIA_MESSAGES.tiktokInvalid };
  const videoId = videoIdPattern.exec(url.pathname)?.[1];
  if (!videoId) return { error: MEDIA_MESSAGES.tiktokNoVideo };
  const username = usernamePattern.exec(url.pathname)?.[1] ?? null;
  return { url: `${url.origin}${url.pathname}`, videoId, username };
}
