import { INVENTORY, INVENTORY_SCAN_IMAGE_TYPES } from '@sous/contract/inventory';
import { inventoryStrings as s } from './strings';

/*
 * Decoding and drawing copied from features/recipe-media/prepare-image.ts (features do not import
 * each other); the rules differ: a scan photo is fitted within 1920 by 1080 at quality 0.8, and a
 * photo that cannot be read or drawn is refused with the spec's texts instead of sent as it is.
 */

const isScanType = (type: string) => (INVENTORY_SCAN_IMAGE_TYPES as readonly string[]).includes(type);

/** The check when a photo is picked (spec 3 §5, the dialog's texts with the file's name); null when it may go. */
export function checkPickedPhoto(file: File): string | null {
  if (!isScanType(file.type)) return s.invalidType(file.name);
  if (file.size > INVENTORY.scanMaxBytes) return s.tooLarge(file.name);
  return null;
}

/** The check again just before the upload (spec 3 §5, the upload step's texts); null when it may go. */
export function checkUploadPhoto(file: Blob): string | null {
  if (!isScanType(file.type)) return s.uploadInvalidType;
  if (file.size > INVENTORY.scanMaxBytes) return s.uploadTooLarge;
  return null;
}

/** The name of the photo as sent: a PNG drawn again as JPEG is named .jpg. */
export function sentName(name: string, sent: Blob): string {
  return sent.type === 'image/jpeg' ? name.replace(/\.png$/i, '.jpg') : name;
}

/** The size that fits within width × height with the proportions kept; never larger than it was. */
export function fitWithin(width: number, height: number, maxWidth: number = INVENTORY.scanResizeMaxWidth, maxHeight: number = INVENTORY.scanResizeMaxHeight) {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)), scaled: scale < 1 };
}

/** A decoded picture, the right way up, and how to let it go. */
interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  close: () => void;
}

/** Decodes the file with its EXIF orientation applied (createImageBitmap, else an image element). */
async function decode(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => { bitmap.close(); } };
  }
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  return { source: image, width: image.naturalWidth, height: image.naturalHeight, close: () => { URL.revokeObjectURL(url); } };
}

/** Draws the picture at the new size and encodes it (OffscreenCanvas, else a canvas element). */
async function encode(picture: Decoded, width: number, height: number, type: string, quality: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.imageSmoothingQuality = 'high';
    context.drawImage(picture.source, 0, 0, width, height);
    return canvas.convertToBlob({ type, quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.imageSmoothingQuality = 'high';
  context.drawImage(picture.source, 0, 0, width, height);
  return new Promise((resolve) => { canvas.toBlob(resolve, type, quality); });
}

/**
 * The scan photo as it is sent (spec 3 §4, §9): drawn the right way up to fit within 1920 by 1080,
 * proportions kept, and encoded as JPEG at quality 0.8 (the upload is signed for JPEG, so a PNG is
 * drawn again even when it fits). A JPEG that fits goes as it is. Throws 'Failed to load image'
 * when the browser cannot read it and 'Failed to resize image' when it cannot draw it.
 */
export async function prepareScanImage(file: File): Promise<Blob> {
  let picture: Decoded;
  try {
    picture = await decode(file);
  } catch {
    throw new Error(s.loadImageFailed);
  }
  try {
    const size = fitWithin(picture.width, picture.height);
    if (!size.scaled && file.type !== 'image/png') return file;
    const type = 'image/jpeg';
    let resized: Blob | null = null;
    try {
      resized = await encode(picture, size.width, size.height, type, INVENTORY.scanResizeQuality);
    } catch {
      resized = null;
    }
    if (!resized || resized.size === 0) throw new Error(s.resizeFailed);
    return resized;
  } finally {
    picture.close();
  }
}
