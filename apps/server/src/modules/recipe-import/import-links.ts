import { IMPORT, IMPORT_MESSAGES } from '@sous/contract/recipe-import';
import { readTikTokLink, type TikTokLink } from '../../platform/tiktok/tiktok-link';

/** The TikTok addresses a video link may be pasted from (spec 3 §5: it must contain tiktok.com). */
export const TIKTOK_HOSTS = [IMPORT.tiktokHost, `www.${IMPORT.tiktokHost}`, `m.${IMPORT.tiktokHost}`];

const tiktokMessages = {
  missing: IMPORT_MESSAGES.tiktokRequired,
  'other-site': IMPORT_MESSAGES.tiktokInvalid,
  'short-link': IMPORT_MESSAGES.tiktokShortLink,
  'no-video': IMPORT_MESSAGES.tiktokNoVideo,
} as const;

/**
 * A TikTok video link to import: https on tiktok.com, www.tiktok.com or m.tiktok.com only (no
 * port, no user-info, no look-alike host), naming one video. Short links are refused rather than
 * expanded: expanding one means asking TikTok, and the link could lead anywhere.
 */
export function readImportTikTokLink(input: string): TikTokLink | { error: string } {
  const link = readTikTokLink(input, TIKTOK_HOSTS);
  return 'problem' in link ? { error: tiktokMessages[link.problem] } : link;
}

/**
 * A recipe page's address: http or https, no user-info, the fragment dropped; a bare
 * `example.com/recipe` is read as https. Which addresses may be fetched is the guarded client's
 * call (public ones only, checked again after DNS and on every redirect).
 */
export function readWebAddress(input: string): { url: string } | { error: string } {
  const text = input.trim();
  if (!text) return { error: IMPORT_MESSAGES.urlRequired };
  if (text.length > IMPORT.urlMax) return { error: IMPORT_MESSAGES.urlInvalid };
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return { error: IMPORT_MESSAGES.urlInvalid };
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || !url.hostname) return { error: IMPORT_MESSAGES.urlInvalid };
  url.hash = '';
  return { url: url.href };
}
