import { assertValidObjectKey } from './object-key';
import type { ObjectStorage } from './object-storage';

/** The URL a browser loads a stored object from. */
export type MediaUrlOf = (key: string) => string;

/**
 * The one place a stored object's URL is made: under PUBLIC_MEDIA_BASE_URL (a CDN) when it is
 * set, otherwise the driver's own (`/media/<key>` or the bucket). Every media URL the API
 * presents goes through the function this returns.
 */
export function createMediaUrls(storage: Pick<ObjectStorage, 'publicUrl'>, publicMediaBaseUrl: string | undefined): MediaUrlOf {
  const base = publicMediaBaseUrl?.replace(/\/+$/, '');
  return (key) => {
    assertValidObjectKey(key);
    return base ? `${base}/${key}` : storage.publicUrl(key);
  };
}
