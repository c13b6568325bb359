import { MEDIA, MEDIA_IMAGE_TYPES } from '@sous/contract/recipe-media';
import { recipeMediaStrings as s } from './strings';

/** The spec's check of a chosen photo (spec 2 §5): its text when refused, null when it may go. */
export function checkImageFile(file: File): string | null {
  if (!(MEDIA_IMAGE_TYPES as readonly string[]).includes(file.type)) return s.invalidType;
  if (file.size >= MEDIA.maxBytes) return s.tooLarge;
  return null;
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
  // Browsers draw an <img> the right way up (CSS image-orientation: from-image is the default).
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
 * The photo as it is sent (spec 2 §5): wider than 1600 px, it is drawn the right way up at 1600 px
 * wide and encoded in its own type at quality 0.9 (a browser that cannot write WebP answers PNG;
 * the upload is signed for whatever type comes out). Narrower photos go as they are: the server
 * turns them the right way up and strips their metadata. When the browser cannot read the file
 * it goes as it is, and the server decides.
 */
export async function prepareImage(file: File): Promise<Blob> {
  let picture: Decoded;
  try {
    picture = await decode(file);
  } catch {
    return file;
  }
  try {
    if (picture.width <= MEDIA.resizeMaxWidth) return file;
    const width = MEDIA.resizeMaxWidth;
    const height = Math.max(1, Math.round((picture.height * width) / picture.width));
    const resized = await encode(picture, width, height, file.type, MEDIA.resizeQuality);
    return resized && resized.size > 0 ? resized : file;
  } catch {
    return file;
  } finally {
    picture.close();
  }
}
