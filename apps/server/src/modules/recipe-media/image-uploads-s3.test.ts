import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MEDIA_MESSAGES, type PresignResponse } from '@sous/contract/recipe-media';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRecipe, buildUser } from '../../test/factories';
import { testImage } from '../../test/images';
import { mediaCalls } from '../../test/media';
import { must } from '../../test/must';
import { useTestApp } from '../../test/test-app';
import { useTestWorker } from '../../test/test-worker';

const bucket = 'sous-media-test';
const settings: Record<string, string> = {
  STORAGE_DRIVER: 's3',
  S3_BUCKET: bucket,
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
};
let server: S3rver;
let directory = '';
beforeAll(async () => {
  directory = mkdtempSync(path.join(os.tmpdir(), 'sous-s3rver-media-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  settings.S3_ENDPOINT = `http://127.0.0.1:${(await server.run()).port}`; // read by useTestApp's own beforeAll, which runs next
});
afterAll(async () => {
  server.httpServer.closeAllConnections();
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});
const t = useTestApp(settings);
useTestWorker(t);

/** The browser's PUT to the bucket's presigned URL. */
const putToBucket = (upload: PresignResponse, bytes: Buffer) => fetch(upload.uploadUrl, { method: 'PUT', headers: upload.headers, body: bytes });

describe('photos with STORAGE_DRIVER=s3', () => {
  it('are uploaded to the bucket, processed, and served from it', async () => {
    const cook = await buildUser(t.app);
    const recipe = (await buildRecipe(t.app, cook)).id;
    const media = mediaCalls(t.app);
    const upload = (await media.presign(cook, recipe)).json<PresignResponse>();
    expect(upload.uploadUrl.startsWith(`${must(settings.S3_ENDPOINT, 'the endpoint')}/${bucket}/recipes/${recipe}/media/${upload.imageId}/`)).toBe(true);
    expect((await putToBucket(upload, await testImage('jpeg', { orientation: 6, withExif: true }))).status).toBe(200);

    const item = await media.settled(cook, recipe, upload.imageId);
    expect(item.status).toBe('ACTIVE');
    const large = await fetch(must(item.urls, 'the renditions').large);
    expect(large.headers.get('content-type')).toBe('image/webp');
    const metadata = await sharp(Buffer.from(await large.arrayBuffer())).metadata();
    expect([metadata.width, metadata.height, metadata.exif]).toEqual([100, 200, undefined]);
    // The original is gone from the bucket.
    expect((await fetch(upload.uploadUrl.split('?')[0] ?? '')).status).toBe(404);
  });

  it('checks the size again: a presigned PUT binds no length, so an 11 MB file is REJECTED', async () => {
    const cook = await buildUser(t.app);
    const recipe = (await buildRecipe(t.app, cook)).id;
    const media = mediaCalls(t.app);
    const upload = (await media.presign(cook, recipe)).json<PresignResponse>();
    const jpeg = await testImage('jpeg');
    expect((await putToBucket(upload, Buffer.concat([jpeg, randomBytes(11 * 1024 * 1024)]))).status).toBe(200);
    expect(await media.settled(cook, recipe, upload.imageId)).toMatchObject({ status: 'REJECTED', rejectionReason: MEDIA_MESSAGES.tooLarge });
    expect((await fetch(upload.uploadUrl.split('?')[0] ?? '')).status).toBe(404);
  });
});
