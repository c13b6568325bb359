import { MEDIA, MEDIA_IMAGE_TYPES } from '@sous/contract/recipe-media';
import { recipeMediaStrings as s } from './strings';
import { decodePicture, drawPicture, type DecodedPicture } from '../../lib/picture';

/** The spec's check of a chosen photo (spec 2 §5): its text when refused, null when it may go. */
export function checkImageFile(file: File): string | null {
  if (!(MEDIA_IMAGE_TYPES as readonly string[]).includes(file.type)) return s.invalidType;
  if (file.size >= MEDIA.maxBytes) return s.tooLarge;
  return null;
}

/**
 * The photo as it is sent (spec 2 §5): wider than 1600 px, it is drawn the right way up at 1600 px
 * wide and encoded in its own type at quality 0.9 (a browser that cannot write WebP answers PNG;
 * the upload is signed for whatever type comes out). Narrower photos go as they are: the server
 * turns them the right way up and strips their metadata. When the browser cannot read the file
 * it goes as it is, and the server decides.
 */
export async function prepareImage(file: File): Promise<Blob> {
  let picture: DecodedPicture;
  try {
    picture = await decodePicture(file);
  } catch {
    return file;
  }
  try {
    if (picture.width <= MEDIA.resizeMaxWidth) return file;
    const width = MEDIA.resizeMaxWidth;
    const height = Math.max(1, Math.round((picture.height * width) / picture.width));
    const resized = await drawPicture(picture, width, height, file.type, MEDIA.resizeQuality);
    return resized && resized.size > 0 ? resized : file;
  } catch {
    return file;
  } finally {
    picture.close();
  }
}
