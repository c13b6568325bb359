/**
 * Decoding and redrawing a photo in the browser, for the features that shrink a photo before
 * uploading it (recipe photos, pantry scans); each decides its own size, type and quality.
 */

/** A decoded picture, the right way up, and how to let it go. */
export interface DecodedPicture {
  source: CanvasImageSource;
  width: number;
  height: number;
  close: () => void;
}

/** Decodes the file with its EXIF orientation applied (createImageBitmap, else an image element). */
export async function decodePicture(file: Blob): Promise<DecodedPicture> {
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

/** Draws the picture at the new size and encodes it (OffscreenCanvas, else a canvas element); null when it cannot. */
export async function drawPicture(picture: DecodedPicture, width: number, height: number, type: string, quality: number): Promise<Blob | null> {
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
