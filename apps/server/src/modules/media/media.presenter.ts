import { isImmutableKey, octetStream } from '../../platform/storage/object-key';
import type { StoredObject } from '../../platform/storage/object-storage';

/**
 * Types /media serves as themselves. Everything else (SVG, HTML, text...) could run script or
 * be sniffed into something that does, so it goes out as an opaque download instead.
 */
const inlineTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'application/json']);

/** Response headers for one stored object under `key`. */
export function mediaHeaders(key: string, object: StoredObject): Record<string, string> {
  const inline = inlineTypes.has(object.contentType);
  const headers: Record<string, string> = {
    'Content-Type': inline ? object.contentType : octetStream,
    'X-Content-Type-Options': 'nosniff',
    // Keys with a UUID are written once, so a browser may keep them; anything else revalidates.
    'Cache-Control': isImmutableKey(key) ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  if (!inline) headers['Content-Disposition'] = 'attachment';
  if (object.size !== undefined) headers['Content-Length'] = String(object.size);
  return headers;
}
