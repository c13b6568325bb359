import { normalizeContentType } from './object-key';
import type { UploadRequest } from './object-storage';

/** type/subtype made of RFC 7230 token characters; no parameters, no spaces, no newlines. */
const mediaTypePattern = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/;

/** True when `contentType` (already normalized) is a plain `type/subtype`. */
export function isPlainMediaType(contentType: string): boolean {
  return contentType.length <= 127 && mediaTypePattern.test(contentType);
}

/**
 * Checks what our own code asks to sign (a bad value here is a bug, so it throws) and returns
 * the normalized content type.
 */
export function checkUploadRequest(request: UploadRequest): string {
  const contentType = normalizeContentType(request.contentType);
  if (!isPlainMediaType(contentType)) throw new Error(`Invalid upload content type: ${request.contentType}`);
  if (!Number.isSafeInteger(request.maxBytes) || request.maxBytes <= 0) {
    throw new Error(`Invalid upload size limit: ${request.maxBytes}`);
  }
  return contentType;
}
