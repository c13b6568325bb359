import { uuidV7 } from '../ids';

/** File extension for each content type we know; anything else is stored as `.bin`. */
const extensionByType: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'application/json': 'json',
  'text/plain': 'txt',
};

const typeByExtension: Record<string, string> = Object.fromEntries(
  Object.entries(extensionByType).map(([type, ext]) => [ext, type]),
);

/** The generic type for bytes we do not describe further. */
export const octetStream = 'application/octet-stream';

/**
 * A key is slash-separated segments of letters, digits, `_`, `-` and inner dots. No segment may
 * start with a dot (which rules out `.`, `..` and the driver's own `.tmp` folder), and there is
 * no room for `%`, `\`, NUL, spaces or a leading `/`.
 */
const keyPattern = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
const maxKeyLength = 512;

const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** Lower-cased media type without parameters: `Image/PNG; q=1` → `image/png`. */
export function normalizeContentType(contentType: string): string {
  const semicolon = contentType.indexOf(';');
  return (semicolon === -1 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase();
}

/** True for a key the server could have made; everything else is refused before any file access. */
export function isValidObjectKey(key: string): boolean {
  return key.length > 0 && key.length <= maxKeyLength && keyPattern.test(key) && !key.includes('..');
}

/** Throws unless `key` is a valid object key (a bug in our code, never a client's input). */
export function assertValidObjectKey(key: string): void {
  if (!isValidObjectKey(key)) throw new Error(`Invalid object key: ${JSON.stringify(key)}`);
}

/**
 * A fresh key under `prefix`: `<prefix>/<UUIDv7>.<ext>`, the extension following the content
 * type. The client never names a path; only this function does.
 */
export function makeObjectKey(prefix: string, contentType: string): string {
  const folder = prefix.replace(/^\/+|\/+$/g, '');
  const extension = extensionByType[normalizeContentType(contentType)] ?? 'bin';
  const key = `${folder ? `${folder}/` : ''}${uuidV7()}.${extension}`;
  assertValidObjectKey(key);
  return key;
}

/** The content type a key's extension stands for (the local driver keeps no other metadata). */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return key.includes('.') ? (typeByExtension[extension] ?? octetStream) : octetStream;
}

/** Keys holding a UUID are written once and never reused, so browsers may cache them for good. */
export function isImmutableKey(key: string): boolean {
  return uuidPattern.test(key);
}
