import type { Readable } from 'node:stream';

/** What the server asks for when it lets a browser upload one object. */
export interface UploadRequest {
  /** Folder-like prefix chosen by the server, e.g. `recipes/<id>/images`; the key is made below it. */
  keyPrefix: string;
  /** The only content type the upload may carry; it is bound into the signature. */
  contentType: string;
  /** Largest accepted body in bytes. */
  maxBytes: number;
}

/** A signed PUT: the browser sends the file as the body with exactly these headers. */
export interface PutUpload {
  key: string;
  method: 'PUT';
  url: string;
  headers: Record<string, string>;
}

/** A signed POST: a multipart/form-data body with these fields first, then the `file` part. */
export interface PostUpload {
  key: string;
  url: string;
  fields: Record<string, string>;
}

/** An object read back from storage. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  /** Size in bytes when the driver knows it. */
  size?: number;
}

/**
 * One interface over every object store (local folder, S3-compatible bucket). Keys are made by
 * the server (see object-key.ts); callers never pass a path that came from a client.
 */
export interface ObjectStorage {
  readonly driver: 'local' | 's3';
  createUpload(request: UploadRequest): Promise<PutUpload>;
  createPostUpload(request: UploadRequest): Promise<PostUpload>;
  put(key: string, bytes: Buffer | Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when there is none under that key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes one object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (never an empty prefix). */
  deleteByPrefix(prefix: string): Promise<void>;
  /** The URL a browser loads the object from. */
  publicUrl(key: string): string;
  /** Releases connections; called when the app closes. */
  close(): Promise<void>;
}
