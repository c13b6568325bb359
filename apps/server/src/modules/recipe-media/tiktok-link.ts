import { MEDIA, MEDIA_MESSAGES } from '@sous/contract/recipe-media';
import { readTikTokLink, type TikTokLink } from '../../platform/tiktok/tiktok-link';

const sitePrefix = `${MEDIA.tiktokSite}/`;
const messages = {
  missing: MEDIA_MESSAGES.tiktokRequired,
  'other-site': MEDIA_MESSAGES.tiktokInvalid,
  'short-link': MEDIA_MESSAGES.tiktokInvalid,
  'no-video': MEDIA_MESSAGES.tiktokNoVideo,
} as const;

/**
 * Reads a pasted TikTok link (spec 2 §5): it must start with the site's secure www address;
 * the video id comes from `/video/{digits}`, the username from `/@name`. Query and fragment
 * (share trackers) are dropped. Answers the message to show when the link is refused.
 */
export function parseTikTokLink(input: string): TikTokLink | { error: string } {
  const text = input.trim();
  if (text && !text.startsWith(sitePrefix)) return { error: MEDIA_MESSAGES.tiktokInvalid };
  const link = readTikTokLink(text, [new URL(MEDIA.tiktokSite).hostname]);
  return 'problem' in link ? { error: messages[link.problem] } : link;
}
