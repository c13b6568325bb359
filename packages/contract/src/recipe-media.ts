import { z } from 'zod/mini';

/** The image types a recipe photo may be (spec 2 §5). */
export const MEDIA_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type MediaImageType = (typeof MEDIA_IMAGE_TYPES)[number];

/** PENDING shows a processing card, ACTIVE is viewable, REJECTED is hidden (spec 2 §4). */
export const MEDIA_STATUSES = ['PENDING', 'ACTIVE', 'REJECTED'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

/** Community media limits (spec 2 §9) and the server's own (uploads per window, pixel cap, renditions). */
export const MEDIA = {
  /** Largest photo accepted (also bound into the signed upload URL). */
  maxBytes: 10 * 1024 * 1024,
  /** The browser scales wider photos to this width at this quality before uploading. */
  resizeMaxWidth: 1600,
  resizeQuality: 0.9,
  /** Polling after an upload: at most this many attempts, delay min(max, base + step × attempt). */
  pollMaxAttempts: 10,
  pollBaseMs: 3000,
  pollStepMs: 1000,
  pollMaxMs: 10_000,
  /** How long the "processed" banner stays. */
  processedBannerMs: 5000,
  /** Upload URLs one user may ask for per window (the 429 of presign). */
  uploadsPerWindow: 20,
  uploadWindowSeconds: 600,
  /** Larger images are rejected from their header, before any decoding (pixel bombs). */
  maxPixels: 40_000_000,
  /** Widths of the WebP renditions (never enlarged past the original). */
  renditionWidths: { thumbnail: 320, medium: 800, large: 1600 },
  /** A TikTok link must start with this (spec 2 §5). */
  tiktokSite: 'https://www.tiktok.com',
  /** The TikTok player's height as a share of its width, and its widest size. */
  tiktokPlayerRatioPercent: 177.8,
  tiktokPlayerMaxWidthPx: 400,
} as const;

/** The delay before poll number `attempt` (1 for the first) after an upload (spec 2 §4). */
export const mediaPollDelayMs = (attempt: number): number => Math.min(MEDIA.pollMaxMs, MEDIA.pollBaseMs + MEDIA.pollStepMs * attempt);

/** The server's media texts (spec 2 §5, §8) and the ones it adds where the spec is silent. */
export const MEDIA_MESSAGES = {
  screenNameRequired: 'You need to set a screen name before uploading images.',
  tooManyUploads: "You've uploaded too many images recently. Please wait a moment and try again.",
  unsupportedType: 'Please select a JPEG, PNG, or WebP image file.',
  tooLarge: 'Image must be smaller than 10MB.',
  tiktokRequired: 'Please enter a TikTok URL',
  tiktokInvalid: `Invalid TikTok URL. The URL must be from TikTok (${MEDIA.tiktokSite}/)`,
  tiktokNoVideo: 'Invalid TikTok URL. The URL must link to one TikTok video (…/video/1234567890).',
  tiktokDuplicate: 'This TikTok video is already attached to this recipe.',
  recipeNotFound: 'Recipe not found',
  mediaNotFound: 'Media not found',
  recipeMismatch: 'The recipe in the request does not match the address.',
  notYourMedia: 'You can only delete media you added.',
  ownerOnlyFeatured: 'Only the recipe owner can choose its featured image.',
  featuredNeedsActive: 'Only a processed image can be the featured image.',
  /** Why an upload was REJECTED (shown to its uploader only). */
  rejected: {
    notAnImage: 'The file is not a JPEG, PNG or WebP image.',
    typeMismatch: 'The file does not match the image type it was uploaded as.',
    tooManyPixels: 'The image is too large: at most 40 megapixels.',
    unreadable: 'The image could not be read.',
    processingFailed: 'The image could not be processed. Please try again.',
  },
} as const;

export const mediaScopeSchema = z.enum(['private', 'public']);
export type MediaScope = z.infer<typeof mediaScopeSchema>;

/** The WebP renditions of an ACTIVE image. */
export const imageUrlsSchema = z.object({ thumbnail: z.string(), medium: z.string(), large: z.string() });
export type ImageUrls = z.infer<typeof imageUrlsSchema>;

/**
 * A recipe photo (spec 2 §3 Media item). `urls` is set once ACTIVE. The uploader's id is not
 * published: `isOwn` says whether the viewer added it (and so may delete it). `rejectionReason`
 * is shown to the uploader only.
 */
export const imageItemSchema = z.object({
  type: z.literal('image'),
  imageId: z.string(),
  status: z.enum(MEDIA_STATUSES),
  contentType: z.string(),
  scope: mediaScopeSchema,
  userScreenName: z.nullable(z.string()),
  isOwn: z.boolean(),
  isFeatured: z.boolean(),
  urls: z.nullable(imageUrlsSchema),
  rejectionReason: z.nullable(z.string()),
  createdAt: z.string(),
});
export type ImageItem = z.infer<typeof imageItemSchema>;

/** A TikTok video attached by link: ACTIVE at once; caption and thumbnail follow when TikTok answers. */
export const tiktokItemSchema = z.object({
  type: z.literal('tiktok'),
  videoId: z.string(),
  status: z.enum(MEDIA_STATUSES),
  contentType: z.literal('video/tiktok'),
  scope: mediaScopeSchema,
  tiktokUrl: z.string(),
  username: z.nullable(z.string()),
  thumbnailUrl: z.nullable(z.string()),
  caption: z.nullable(z.string()),
  userScreenName: z.nullable(z.string()),
  isOwn: z.boolean(),
  createdAt: z.string(),
});
export type TikTokItem = z.infer<typeof tiktokItemSchema>;

export const mediaItemSchema = z.discriminatedUnion('type', [imageItemSchema, tiktokItemSchema]);
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** `GET /api/recipes/{id}/images`: photos and TikToks together, oldest first. */
export const mediaListResponse = z.object({
  images: z.array(mediaItemSchema),
  featuredImageId: z.nullable(z.string()),
});
export type MediaListResponse = z.infer<typeof mediaListResponse>;

/**
 * `POST /api/recipes/{id}/images/presign`. The server decides the scope from the recipe;
 * `scope` and `isOwner` are accepted as the spec's client sends them and not trusted. `size`,
 * when the browser sends it, is checked at once (the signed URL refuses a larger body anyway).
 */
export const presignBody = z.object({
  contentType: z.string().check(z.maxLength(200)),
  recipeId: z.optional(z.string().check(z.maxLength(100))),
  scope: z.optional(mediaScopeSchema),
  isOwner: z.optional(z.boolean()),
  size: z.optional(z.int().check(z.minimum(1))),
});
export type PresignBody = z.infer<typeof presignBody>;

/** Where to PUT the file: with exactly `headers`, within `maxBytes`, before `expiresAt`. */
export const presignResponse = z.object({
  uploadUrl: z.string(),
  imageId: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  maxBytes: z.number(),
  expiresAt: z.string(),
});
export type PresignResponse = z.infer<typeof presignResponse>;

/** `POST /api/recipes/{id}/images/{imageId}/featured`. */
export const featuredResponse = z.object({ featuredImageId: z.string() });

/** `POST /api/recipes/{id}/media/tiktok`. */
export const attachTikTokBody = z.object({ tiktokUrl: z.string().check(z.maxLength(2000)) });
