import { MEDIA, MEDIA_IMAGE_TYPES, MEDIA_MESSAGES, type MediaImageType } from '@sous/contract/recipe-media';
import sharp, { type Metadata } from 'sharp';

// Uploaded bytes only ever reach the JPEG, PNG and WebP decoders: SVG, PDF, TIFF, HEIF, GIF and
// the rest of libvips' loaders are refused process-wide, whatever a file claims to be.
sharp.block({ operation: ['VipsForeignLoad'] });
sharp.unblock({ operation: ['VipsForeignLoadJpegBuffer', 'VipsForeignLoadPngBuffer', 'VipsForeignLoadWebpBuffer'] });

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image type the bytes themselves say (magic bytes), or null for anything else. */
export function sniffImageType(bytes: Buffer): MediaImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(pngSignature)) return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export const isMediaImageType = (type: string): type is MediaImageType => (MEDIA_IMAGE_TYPES as readonly string[]).includes(type);

const formatOfType: Record<MediaImageType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

export type RenditionName = keyof typeof MEDIA.renditionWidths;
export const RENDITION_NAMES = Object.keys(MEDIA.renditionWidths) as RenditionName[];

export type ImageCheck = { ok: true } | { ok: false; reason: string };

/** Decoder options for untrusted bytes: the pixel cap applies from the header on. */
const decoding = { limitInputPixels: MEDIA.maxPixels, failOn: 'error' } as const;

/**
 * Whether `bytes` may be processed as `declaredType`: its magic bytes must say that type, and
 * its header must describe at most MEDIA.maxPixels (read before any pixel is decoded, so a
 * pixel bomb is refused without being expanded).
 */
export async function checkImage(bytes: Buffer, declaredType: string): Promise<ImageCheck> {
  if (bytes.length > MEDIA.maxBytes) return { ok: false, reason: MEDIA_MESSAGES.tooLarge };
  const sniffed = sniffImageType(bytes);
  if (!sniffed) return { ok: false, reason: MEDIA_MESSAGES.rejected.notAnImage };
  if (sniffed !== declaredType) return { ok: false, reason: MEDIA_MESSAGES.rejected.typeMismatch };
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { ...decoding, limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: MEDIA_MESSAGES.rejected.unreadable };
  }
  if (metadata.format !== formatOfType[sniffed]) return { ok: false, reason: MEDIA_MESSAGES.rejected.typeMismatch };
  const width = metadata.width;
  const height = metadata.height;
  if (!width || !height) return { ok: false, reason: MEDIA_MESSAGES.rejected.unreadable };
  if (width * height > MEDIA.maxPixels) return { ok: false, reason: MEDIA_MESSAGES.rejected.tooManyPixels };
  return { ok: true };
}

/**
 * One WebP rendition at most `width` wide (never enlarged): EXIF orientation applied, and no
 * metadata carried over (EXIF with its GPS position, XMP, comments are all dropped).
 */
export function renderWebp(bytes: Buffer, width: number): Promise<Buffer> {
  return sharp(bytes, decoding).autoOrient().resize({ width, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
}

export type Renditions = Record<RenditionName, Buffer>;

/** The checked image as its three renditions, or the reason it is refused. */
export async function processImage(bytes: Buffer, declaredType: string): Promise<{ ok: true; renditions: Renditions } | { ok: false; reason: string }> {
  const check = await checkImage(bytes, declaredType);
  if (!check.ok) return check;
  try {
    const renditions = {} as Renditions;
    for (const name of RENDITION_NAMES) renditions[name] = await renderWebp(bytes, MEDIA.renditionWidths[name]);
    return { ok: true, renditions };
  } catch {
    return { ok: false, reason: MEDIA_MESSAGES.rejected.unreadable };
  }
}
