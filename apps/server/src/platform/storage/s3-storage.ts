import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import { assertValidObjectKey, isValidObjectKey, makeObjectKey, normalizeContentType, octetStream } from './object-key';
import type { ObjectStorage, PostUpload, PutUpload, StoredObject, UploadRequest } from './object-storage';
import { checkUploadRequest } from './upload-terms';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, s3rver); AWS itself when absent. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Static credentials; without them the SDK's default chain (env, instance role) applies. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Where browsers load objects from (a CDN or the bucket's public URL). */
  publicUrl?: string;
  uploadTtlSeconds: number;
  uploadMaxBytes: number;
}

/**
 * Objects in an S3-compatible bucket. Uploads are presigned: PUT binds the content type in the
 * signature; POST binds it and the size range in the policy, which S3 enforces itself.
 */
export class S3ObjectStorage implements ObjectStorage {
  readonly driver = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      // Default checksums would put a checksum of an empty body into presigned URLs and break
      // browser uploads; S3 only needs them where an operation requires one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async createUpload(request: UploadRequest): Promise<PutUpload> {
    const contentType = checkUploadRequest(request);
    const key = makeObjectKey(request.keyPrefix, contentType);
    const command = new PutObjectCommand({ Bucket: this.options.bucket, Key: key, ContentType: contentType });
    const url = await getSignedUrl(this.client, command, {
      expiresIn: this.options.uploadTtlSeconds,
      // Make Content-Type a signed header, so a different type fails S3's signature check.
      signableHeaders: new Set(['content-type']),
    });
    return { key, method: 'PUT', url, headers: { 'Content-Type': contentType } };
  }

  async createPostUpload(request: UploadRequest): Promise<PostUpload> {
    const contentType = checkUploadRequest(request);
    const key = makeObjectKey(request.keyPrefix, contentType);
    const maxBytes = Math.min(request.maxBytes, this.options.uploadMaxBytes);
    // s3-presigned-post pins its own client-s3 (3.1163.0 vs our 3.1169.0); it only reads the client's config. Aligning the versions is the real fix.
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment
    const { url, fields } = await createPresignedPost(this.client, {
      Bucket: this.options.bucket,
      Key: key,
      Fields: { 'Content-Type': contentType },
      Conditions: [
        ['content-length-range', 1, maxBytes],
        ['eq', '$Content-Type', contentType],
      ],
      Expires: this.options.uploadTtlSeconds,
    });
    return { key, url, fields };
  }

  async put(key: string, bytes: Buffer | Uint8Array, contentType: string): Promise<void> {
    assertValidObjectKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: bytes,
        ContentType: normalizeContentType(contentType),
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isValidObjectKey(key)) return null;
    try {
      const result = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      if (!result.Body) return null;
      return {
        body: result.Body as Readable,
        contentType: result.ContentType ? normalizeContentType(result.ContentType) : octetStream,
        size: result.ContentLength,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidObjectKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  async deleteByPrefix(prefix: string): Promise<void> {
    assertValidObjectKey(prefix.replace(/\/+$/, ''));
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.options.bucket, Prefix: prefix, ContinuationToken: continuationToken }),
      );
      const keys = (page.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
      if (keys.length > 0) {
        await this.client.send(
          new DeleteObjectsCommand({ Bucket: this.options.bucket, Delete: { Objects: keys, Quiet: true } }),
        );
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  publicUrl(key: string): string {
    assertValidObjectKey(key);
    const { publicUrl, endpoint, bucket, region, forcePathStyle } = this.options;
    if (publicUrl) return `${publicUrl.replace(/\/+$/, '')}/${key}`;
    if (!endpoint) return `https://${bucket}.s3.${region}.amazonaws.com/${key}`;
    const base = new URL(endpoint);
    const origin = base.origin + base.pathname.replace(/\/+$/, '');
    return forcePathStyle ? `${origin}/${bucket}/${key}` : `${base.protocol}//${bucket}.${base.host}/${key}`;
  }

  close(): Promise<void> {
    this.client.destroy();
    return Promise.resolve();
  }
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}
