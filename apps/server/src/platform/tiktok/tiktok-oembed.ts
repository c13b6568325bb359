import { z } from 'zod';
import type { GuardedFetch } from '../net/guarded-fetch';

/** What TikTok's oEmbed says about a video, as far as Sous keeps it. */
export interface TikTokDetails {
  caption: string | null;
  username: string | null;
  thumbnailUrl: string | null;
}

const oembedAnswer = z.object({
  title: z.string().optional(),
  author_unique_id: z.string().optional(),
  thumbnail_url: z.string().optional(),
});

/** Where TikTok serves video thumbnails from. */
const thumbnailHosts = ['*.tiktokcdn.com', '*.tiktokcdn-us.com', '*.tiktokcdn-eu.com', '*.tiktok.com'];
/** TikTok captions are at most 2,200 characters. */
const captionMax = 2200;
const usernamePattern = /^[A-Za-z0-9._]{1,64}$/;
/** An oEmbed document is a few kilobytes: anything much larger is not one. */
const DETAILS_MAX_BYTES = 256 * 1024;
const THUMBNAIL_MAX_BYTES = 10 * 1024 * 1024;

/**
 * TikTok's oEmbed endpoint (TIKTOK_OEMBED_URL), through the guarded client: only its host for
 * the details, only TikTok's image hosts (or the oEmbed host itself) for the thumbnail.
 */
export function createTikTokOEmbed(fetch: GuardedFetch, oembedUrl: string) {
  const oembedHost = new URL(oembedUrl).hostname;
  return {
    /**
     * The video's details, or null when TikTok does not show it (removed, private) or answers
     * something that is not an oEmbed document (an HTML page). Throws an OutboundError when
     * TikTok cannot be reached, is too slow or answers too much.
     */
    async details(videoUrl: string, signal: AbortSignal): Promise<TikTokDetails | null> {
      const url = new URL(oembedUrl);
      url.searchParams.set('url', videoUrl);
      const response = await fetch(url, { allowHosts: [oembedHost], signal, headers: { accept: 'application/json' }, maxBytes: DETAILS_MAX_BYTES });
      if (response.status >= 400 && response.status < 500) return null;
      if (!response.ok) throw new Error(`TikTok oEmbed answered ${response.status}`);
      let body: unknown;
      try {
        body = response.json();
      } catch {
        return null;
      }
      const answer = oembedAnswer.safeParse(body);
      if (!answer.success) return null;
      const caption = answer.data.title?.trim().slice(0, captionMax) || null;
      const username = answer.data.author_unique_id && usernamePattern.test(answer.data.author_unique_id) ? answer.data.author_unique_id : null;
      return { caption, username, thumbnailUrl: answer.data.thumbnail_url ?? null };
    },

    /** The thumbnail's bytes (at most a photo's size). */
    async thumbnail(thumbnailUrl: string, signal: AbortSignal): Promise<Buffer> {
      const response = await fetch(thumbnailUrl, { allowHosts: [...thumbnailHosts, oembedHost], signal, maxBytes: THUMBNAIL_MAX_BYTES });
      if (!response.ok) throw new Error(`The TikTok thumbnail answered ${response.status}`);
      return response.body;
    },
  };
}

export type TikTokOEmbed = ReturnType<typeof createTikTokOEmbed>;
