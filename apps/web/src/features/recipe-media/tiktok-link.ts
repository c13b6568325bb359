import { MEDIA } from '@sous/contract/recipe-media';
import { recipeMediaStrings as s } from './strings';

const videoIdPattern = /\/video\/(\d{1,30})(?:[/?#]|$)/;

/**
 * The spec's check of a pasted TikTok link (spec 2 §5), as the server makes it: required, from
 * TikTok's secure www address, naming one video. Its text when refused, null when it may go.
 */
export function checkTikTokUrl(input: string): string | null {
  const text = input.trim();
  if (!text) return s.tiktokRequired;
  if (!text.startsWith(`${MEDIA.tiktokSite}/`)) return s.tiktokInvalid;
  if (!videoIdPattern.test(text)) return s.tiktokNoVideo;
  return null;
}

/** TikTok's embed player for one video (an iframe the CSP's frame-src allows; TikTok's script is never loaded). */
export function tiktokPlayerUrl(videoId: string): string | null {
  return /^\d{1,30}$/.test(videoId) ? `${MEDIA.tiktokSite}/player/v1/${videoId}?description=1&rel=0` : null;
}
