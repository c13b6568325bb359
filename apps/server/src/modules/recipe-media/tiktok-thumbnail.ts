import { MEDIA } from '@sous/contract/recipe-media';
import { checkImage, renderWebp, sniffImageType } from './image-processing';

/**
 * A TikTok thumbnail as recipe-media keeps it: checked like any photo (JPEG, PNG or WebP by its
 * bytes, within the size and pixel limits), then redrawn as our own WebP at the medium width.
 * Null for bytes that are not such an image.
 */
export async function renderTikTokThumbnail(bytes: Buffer): Promise<Buffer | null> {
  const type = sniffImageType(bytes);
  if (!type || !(await checkImage(bytes, type)).ok) return null;
  return renderWebp(bytes, MEDIA.renditionWidths.medium);
}
