import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, link, mkdir, open, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertValidObjectKey,
  contentTypeOfKey,
  isValidObjectKey,
  makeObjectKey,
  normalizeContentType,
} from './object-key';
import type { ObjectStorage, PostUpload, PutUpload, StoredObject, UploadRequest } from './object-storage';
import { checkUploadSignature, signUpload, type SignatureCheck, type SignedUploadTerms } from './upload-signature';
import { checkUploadRequest } from './upload-terms';

export interface LocalStorageOptions {
  /** The folder holding every object (DATA_DIR/objects). */
  rootDir: string;
  /** The site's public origin; upload and media URLs are absolute under it. */
  publicUrl: string;
  /** HMAC key for upload URLs, shared by every process (see platform/secrets.ts). */
  signingSecret: string;
  uploadTtlSeconds: number;
  /** Ceiling for any upload's size, whatever a caller asks for. */
  uploadMaxBytes: number;
}

/** Form fields of a local POST upload, beside `key` and `Content-Type`. */
export const postUploadFields = {
  maxBytes: 'x-sous-max-bytes',
  expires: 'x-sous-expires',
  signature: 'x-sous-signature',
} as const;

/** Thrown while receiving an upload body that grows past its signed maximum. */
export class UploadTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`Upload exceeds ${maxBytes} bytes`);
  }
}

/** Thrown when an upload body has fewer bytes than required (an empty file). */
export class UploadTooSmallError extends Error {
  constructor(readonly minBytes: number) {
    super(`Upload has fewer than ${minBytes} bytes`);
  }
}

/** Thrown when an upload's key already holds an object: a signed URL stores one file, once. */
export class ObjectExistsError extends Error {
  constructor(readonly key: string) {
    super(`An object already exists at ${key}`);
  }
}

const tempFolder = '.tmp';

/**
 * Objects as files under one folder; the key is the relative path. The content type is the
 * key's extension (keys are server-made from it), so no metadata files are needed. Upload URLs
 * point at the API itself (/uploads/...) and carry an HMAC over their terms.
 */
export class LocalObjectStorage implements ObjectStorage {
  readonly driver = 'local' as const;
  private readonly root: string;

  constructor(private readonly options: LocalStorageOptions) {
    this.root = path.resolve(options.rootDir);
  }

  createUpload(request: UploadRequest): Promise<PutUpload> {
    // Signing is synchronous; the executor turns a refused request into a rejection.
    return new Promise((resolve) => {
      resolve(this.putUpload(request));
    });
  }

  createPostUpload(request: UploadRequest): Promise<PostUpload> {
    return new Promise((resolve) => {
      resolve(this.postUpload(request));
    });
  }

  private putUpload(request: UploadRequest): PutUpload {
    const terms = this.termsFor('PUT', request);
    const query = new URLSearchParams({
      ct: terms.contentType,
      max: String(terms.maxBytes),
      exp: String(terms.expires),
      sig: signUpload(this.options.signingSecret, terms),
    });
    return {
      key: terms.key,
      method: 'PUT',
      url: `${this.options.publicUrl}/uploads/${terms.key}?${query.toString()}`,
      headers: { 'Content-Type': terms.contentType },
    };
  }

  private postUpload(request: UploadRequest): PostUpload {
    const terms = this.termsFor('POST', request);
    return {
      key: terms.key,
      url: `${this.options.publicUrl}/uploads`,
      fields: {
        key: terms.key,
        'Content-Type': terms.contentType,
        [postUploadFields.maxBytes]: String(terms.maxBytes),
        [postUploadFields.expires]: String(terms.expires),
        [postUploadFields.signature]: signUpload(this.options.signingSecret, terms),
      },
    };
  }

  /** Checks the signature of upload terms read back from a URL or form. */
  checkUpload(terms: SignedUploadTerms, signature: string): SignatureCheck {
    return checkUploadSignature(this.options.signingSecret, terms, signature);
  }

  /** True when an object is stored at `key`. */
  async exists(key: string): Promise<boolean> {
    try {
      await access(this.pathOf(key));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /**
   * Streams an upload body into the object at `key`. The bytes go to a temporary file that is
   * linked into place only when complete and within `maxBytes`; otherwise it is removed and
   * nothing under `key` changes. Linking never replaces: when `key` already holds an object (an
   * upload URL used twice, or two racing on it) the first stays and this throws ObjectExistsError.
   * Resolves with the byte count.
   */
  async receive(key: string, body: Readable, maxBytes: number, { minBytes = 0 } = {}): Promise<number> {
    const target = this.pathOf(key);
    const temp = await this.tempPath();
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        callback(size > maxBytes ? new UploadTooLargeError(maxBytes) : null, chunk);
      },
    });
    try {
      await pipeline(body, counter, createWriteStream(temp, { flags: 'wx' }));
      if (size < minBytes) throw new UploadTooSmallError(minBytes);
      await mkdir(path.dirname(target), { recursive: true });
      // link() fails with EEXIST where rename() would replace: the atomic "first one wins".
      await link(temp, target).catch((error: unknown) => {
        throw (error as NodeJS.ErrnoException).code === 'EEXIST' ? new ObjectExistsError(key) : error;
      });
      return size;
    } finally {
      await rm(temp, { force: true });
    }
  }

  async put(key: string, bytes: Buffer | Uint8Array, contentType: string): Promise<void> {
    const type = normalizeContentType(contentType);
    if (contentTypeOfKey(key) !== type && contentTypeOfKey(key) !== 'application/octet-stream') {
      throw new Error(`Key ${key} does not match content type ${type}`);
    }
    const target = this.pathOf(key);
    const temp = await this.tempPath();
    try {
      await writeFile(temp, bytes, { flag: 'wx' });
      await mkdir(path.dirname(target), { recursive: true });
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isValidObjectKey(key)) return null;
    let handle;
    try {
      handle = await open(this.pathOf(key), 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    const stats = await handle.stat();
    if (!stats.isFile()) {
      await handle.close();
      return null;
    }
    return { body: handle.createReadStream(), contentType: contentTypeOfKey(key), size: stats.size };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async deleteByPrefix(prefix: string): Promise<void> {
    const folderOnly = prefix.endsWith('/');
    const trimmed = prefix.replace(/\/+$/, '');
    assertValidObjectKey(trimmed);
    const base = this.pathOf(trimmed);
    if (folderOnly) {
      await rm(base, { recursive: true, force: true });
      return;
    }
    // Same meaning as an S3 prefix: `recipes/ab` also takes `recipes/abc/...`.
    const parent = path.dirname(base);
    const start = path.basename(base);
    const names = await readdir(parent).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    await Promise.all(
      names.filter((name) => name.startsWith(start)).map((name) => rm(path.join(parent, name), { recursive: true, force: true })),
    );
  }

  publicUrl(key: string): string {
    assertValidObjectKey(key);
    return `${this.options.publicUrl}/media/${key}`;
  }

  async close(): Promise<void> {
    // Files need no connection to release.
  }

  private termsFor(method: 'PUT' | 'POST', request: UploadRequest): SignedUploadTerms {
    const contentType = checkUploadRequest(request);
    return {
      method,
      key: makeObjectKey(request.keyPrefix, contentType),
      contentType,
      maxBytes: Math.min(request.maxBytes, this.options.uploadMaxBytes),
      expires: Math.floor(Date.now() / 1000) + this.options.uploadTtlSeconds,
    };
  }

  /** The file for a key, checked twice: by the key pattern and by the resolved path's prefix. */
  private pathOf(key: string): string {
    assertValidObjectKey(key);
    const resolved = path.resolve(this.root, ...key.split('/'));
    if (!resolved.startsWith(this.root + path.sep)) throw new Error(`Object key escapes the store: ${key}`);
    return resolved;
  }

  private async tempPath(): Promise<string> {
    const folder = path.join(this.root, tempFolder);
    await mkdir(folder, { recursive: true });
    return path.join(folder, randomBytes(12).toString('hex'));
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}
