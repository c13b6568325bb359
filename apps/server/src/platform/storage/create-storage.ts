import path from 'node:path';
import type { Config } from '../../config/env';
import type { Db } from '../db/database';
import { getOrCreateSecret } from '../app-secrets.repository';
import { LocalObjectStorage } from './local-storage';
import type { ObjectStorage } from './object-storage';
import { S3ObjectStorage } from './s3-storage';

/** Name of the local driver's upload-signing key in app_secrets. */
export const uploadSigningSecretName = 'storage.upload-signing';

/** The object store STORAGE_DRIVER names: a folder under DATA_DIR (default) or an S3 bucket. */
export async function createStorage(config: Config, db: Db): Promise<ObjectStorage> {
  if (config.STORAGE_DRIVER === 's3') {
    // config/env.ts already refuses the s3 driver without a bucket; a hand-made Config might not.
    if (!config.S3_BUCKET) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET');
    return new S3ObjectStorage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      publicUrl: config.S3_PUBLIC_URL,
      uploadTtlSeconds: config.UPLOAD_URL_TTL_SECONDS,
      uploadMaxBytes: config.UPLOAD_MAX_BYTES,
    });
  }
  return new LocalObjectStorage({
    rootDir: path.join(config.DATA_DIR, 'objects'),
    publicUrl: config.PUBLIC_URL,
    signingSecret: await getOrCreateSecret(db, uploadSigningSecretName),
    uploadTtlSeconds: config.UPLOAD_URL_TTL_SECONDS,
    uploadMaxBytes: config.UPLOAD_MAX_BYTES,
  });
}
