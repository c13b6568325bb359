import { INVENTORY, INVENTORY_SCAN_IMAGE_TYPES } from '@sous/contract/inventory';
import { inventoryStrings as s } from './strings';
import { decodePicture, drawPicture, type DecodedPicture } from '../../lib/picture';

/*
 * Unlike a recipe photo, a scan photo is fitted within 1920 by 1080 at quality 0.8, and a photo
 * that cannot be read or drawn is refused with the spec's texts instead of sent as it is.
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

/**
 * The scan photo as it is sent (spec 3 §4, §9): drawn the right way up to fit within 1920 by 1080,
 * proportions kept, and encoded as JPEG at quality 0.8 (the upload is signed for JPEG, so a PNG is
 * drawn again even when it fits). A JPEG that fits goes as it is. Throws 'Failed to load image'
 * when the browser cannot read it and 'Failed to resize image' when it cannot draw it.
 */
export async function prepareScanImage(file: File): Promise<Blob> {
  let picture: DecodedPicture;
  try {
    picture = await decodePicture(file);
  } catch {
    throw new Error(s.loadImageFailed);
  }
  try {
    const size = fitWithin(picture.width, picture.height);
    if (!size.scaled && file.type !== 'image/png') return file;
    const type = 'image/jpeg';
    let resized: Blob | null = null;
    try {
      resized = await drawPicture(picture, size.width, size.height, type, INVENTORY.scanResizeQuality);
    } catch {
      resized = null;
    }
    if (!resized || resized.size === 0) throw new Error(s.resizeFailed);
    return resized;
  } finally {
    picture.close();
  }
}
