import type { Readable } from 'node:stream';
import { isValidObjectKey } from '../../platform/storage/object-key';
import type { ObjectStorage } from '../../platform/storage/object-storage';
import { mediaHeaders } from './media.presenter';

export interface MediaResponse {
  body: Readable;
  headers: Record<string, string>;
}

/**
 * The object a /media URL names, or null. A key that the server could not have made (`..`,
 * backslashes, encoded dots, NUL, absolute paths) is treated as absent before any file access.
 */
export async function openMedia(storage: ObjectStorage, key: string): Promise<MediaResponse | null> {
  if (!isValidObjectKey(key)) return null;
  const object = await storage.get(key);
  return object ? { body: object.body, headers: mediaHeaders(key, object) } : null;
}
