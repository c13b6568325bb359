import { IMPORT } from '@sous/contract/recipe-import';
import sharp from 'sharp';
import { OcrImageError } from './ocr';

/** Text is read best when the page's shorter side is about this wide (a printed card's lines ~30 px). */
const MIN_SHORT_SIDE = 1500;
/** Tiny images are not blown up past this: there is no more text in them to find. */
const MAX_UPSCALE = 4;
/**
 * Larger photos are shrunk to this longer side: a 12 MP phone photo stays as it is, a 40 MP one
 * would cost the engine three times as long for no better text.
 */
const MAX_LONG_SIDE = 4000;

export interface PreparedImage {
  /** Greyscale PNG, upright as its EXIF says, contrast stretched. */
  png: Buffer;
  width: number;
  height: number;
}

export interface PrepareOptions {
  /** Images whose header claims more pixels are refused before any is decoded. */
  maxPixels?: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Whether the bytes begin as a JPEG, PNG or WebP does: only those reach a decoder. */
function looksLikeImage(bytes: Buffer): boolean {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return true;
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return true;
  return bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP';
}

/** The scale that brings the shorter side to MIN_SHORT_SIDE, the longer one under MAX_LONG_SIDE. */
function scaleFor(width: number, height: number): number {
  const short = Math.min(width, height);
  const long = Math.max(width, height);
  if (long > MAX_LONG_SIDE) return MAX_LONG_SIDE / long;
  if (short < MIN_SHORT_SIDE) return Math.min(MIN_SHORT_SIDE / short, MAX_UPSCALE, MAX_LONG_SIDE / long);
  return 1;
}

/**
 * A photo made ready for the OCR engine: turned upright as its EXIF orientation says, grey,
 * contrast stretched (faded ink on grey paper becomes black on white), scaled so printed text is
 * large enough and a huge photo no larger than it needs to be. Rejects with an OcrImageError for
 * anything but a decodable JPEG, PNG or WebP within the pixel cap.
 */
export async function prepareImage(bytes: Buffer, options: PrepareOptions = {}): Promise<PreparedImage> {
  const maxPixels = options.maxPixels ?? IMPORT.maxPixels;
  if (!looksLikeImage(bytes)) throw new OcrImageError('not-an-image', 'The file is not a JPEG, PNG or WebP image');
  // failOn 'error': a truncated or corrupt file fails instead of being read as half a picture.
  const decoding = { limitInputPixels: maxPixels, failOn: 'error' } as const;
  let width: number;
  let height: number;
  try {
    const metadata = await sharp(bytes, { ...decoding, limitInputPixels: false }).metadata();
    if (!metadata.width || !metadata.height) throw new Error('no dimensions');
    if (metadata.width * metadata.height > maxPixels) {
      throw new OcrImageError('too-many-pixels', `The image has more than ${maxPixels} pixels`);
    }
    // Orientations 5-8 swap the sides.
    const swapped = (metadata.orientation ?? 1) >= 5;
    width = swapped ? metadata.height : metadata.width;
    height = swapped ? metadata.width : metadata.height;
  } catch (error) {
    if (error instanceof OcrImageError) throw error;
    throw new OcrImageError('unreadable', 'The image cannot be read', { cause: error });
  }
  const scale = scaleFor(width, height);
  const target = { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
  try {
    const png = await sharp(bytes, decoding)
      .autoOrient()
      .greyscale()
      .toColourspace('b-w')
      .resize({ ...target, fit: 'fill', kernel: scale > 1 ? 'cubic' : 'lanczos3' })
      // Darkest pixel to black, paper (the 99th percentile) to white. The default 1st percentile
      // would be paper too on a card with little text, and turn the whole page dark grey.
      .normalise({ lower: 0, upper: 99 })
      // Fast deflate: the engine decodes this at once, a smaller file saves nothing.
      .png({ compressionLevel: 1, adaptiveFiltering: false })
      .toBuffer();
    return { png, ...target };
  } catch (error) {
    throw new OcrImageError('unreadable', 'The image cannot be read', { cause: error });
  }
}
