import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { useCleanup } from '../../test/cleanup';
import { must } from '../../test/must';
import { testConfig } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { S3ObjectStorage } from './s3-storage';

const bucket = 'sous-test';

describe('s3 driver against s3rver', () => {
  let server: S3rver;
  let directory = '';
  let endpoint = '';
  let storage: S3ObjectStorage;
  const maxBytes = 64 * 1024;
  const cleanUp = useCleanup();

  beforeAll(async () => {
    directory = mkdtempSync(path.join(os.tmpdir(), 'sous-s3rver-'));
    cleanUp(() => {
      rmSync(directory, { recursive: true, force: true });
    });
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
    const address = await server.run();
    cleanUp(async () => {
      server.httpServer.closeAllConnections();
      await server.close();
    });
    endpoint = `http://127.0.0.1:${address.port}`;
    storage = new S3ObjectStorage({
      bucket,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      uploadTtlSeconds: 900,
      uploadMaxBytes: 10 * 1024 * 1024,
    });
    cleanUp(() => storage.close());
  });

  it('puts, gets and deletes an object with its content type', async () => {
    const bytes = randomBytes(2048);
    await storage.put('recipes/r1/a.webp', bytes, 'image/webp');
    const object = must(await storage.get('recipes/r1/a.webp'), 'the stored object');
    expect(object.contentType).toBe('image/webp');
    expect(object.size).toBe(2048);
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);

    await storage.delete('recipes/r1/a.webp');
    expect(await storage.get('recipes/r1/a.webp')).toBeNull();
    await storage.delete('recipes/r1/a.webp'); // deleting twice is fine
    expect(await storage.get('recipes/never-there.png')).toBeNull();
    expect(await storage.get('../escape.png')).toBeNull();
  });

  it('deletes by prefix and nothing else', async () => {
    for (const key of ['users/u1/a.png', 'users/u1/b/c.png', 'users/u10/d.png', 'users/u2/e.png']) {
      await storage.put(key, Buffer.from(key), 'image/png');
    }
    await storage.deleteByPrefix('users/u1/');
    expect(await storage.get('users/u1/a.png')).toBeNull();
    expect(await storage.get('users/u1/b/c.png')).toBeNull();
    expect(await storage.get('users/u10/d.png')).not.toBeNull();
    expect(await storage.get('users/u2/e.png')).not.toBeNull();
    await expect(storage.deleteByPrefix('')).rejects.toThrow(/Invalid object key/);
  });

  it('gives a presigned PUT that really uploads, with Content-Type signed', async () => {
    const upload = await storage.createUpload({ keyPrefix: 'recipes/r2/images', contentType: 'image/png', maxBytes });
    expect(upload.key).toMatch(/^recipes\/r2\/images\/[0-9a-f-]{36}\.png$/);
    const url = new URL(upload.url);
    expect(url.origin + url.pathname).toBe(`${endpoint}/${bucket}/${upload.key}`);
    // s3rver does not verify V4 signatures; real S3 refuses another type because it is signed.
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toContain('content-type');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');

    const bytes = randomBytes(1000);
    const res = await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: bytes });
    expect(res.status).toBe(200);
    const object = await storage.get(upload.key);
    expect(object?.contentType).toBe('image/png');
    expect(object?.size).toBe(1000);
    object?.body.destroy();
  });

  it('gives a presigned POST that really uploads with the signed type', async () => {
    const upload = await storage.createPostUpload({ keyPrefix: 'scans/u1', contentType: 'image/jpeg', maxBytes });
    expect(upload.url).toBe(`${endpoint}/${bucket}`);
    expect(upload.fields).toMatchObject({ key: upload.key, 'Content-Type': 'image/jpeg' });
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
    form.append('file', new Blob([Buffer.from('receipt bytes')], { type: 'image/jpeg' }), 'receipt.jpg');
    const res = await fetch(upload.url, { method: 'POST', body: form });
    expect(res.status).toBe(204);
    const object = must(await storage.get(upload.key), 'the uploaded object');
    expect(object.contentType).toBe('image/jpeg');
    expect(await text(object.body)).toBe('receipt bytes');
  });

  it('binds the size range and type into the POST policy (s3rver itself does not enforce policies)', async () => {
    const upload = await storage.createPostUpload({ keyPrefix: 'scans/u1', contentType: 'image/png', maxBytes });
    const policy = JSON.parse(Buffer.from(must(upload.fields.Policy, 'a Policy field'), 'base64').toString('utf8')) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, maxBytes]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'image/png']);
    expect(policy.conditions).toContainEqual({ key: upload.key });
    expect(policy.conditions).toContainEqual({ bucket });
    expect(Date.parse(policy.expiration) - Date.now()).toBeGreaterThan(890_000);
    expect(upload.fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);

    // What s3rver does with a file over the range: it stores it (it ignores `policy`). Real S3
    // answers 400 EntityTooLarge for the same form because of the condition asserted above.
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
    form.append('file', new Blob([randomBytes(maxBytes + 1)], { type: 'image/png' }), 'big.png');
    const res = await fetch(upload.url, { method: 'POST', body: form });
    expect(res.status).toBe(204);
  });

  it('caps a POST range at UPLOAD_MAX_BYTES whatever the caller asks', async () => {
    const upload = await storage.createPostUpload({ keyPrefix: 'scans/u1', contentType: 'image/png', maxBytes: 10 ** 9 });
    const policy = JSON.parse(Buffer.from(must(upload.fields.Policy, 'a Policy field'), 'base64').toString('utf8')) as { conditions: unknown[] };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 10 * 1024 * 1024]);
  });

  it('builds public URLs from S3_PUBLIC_URL, a path-style endpoint or AWS', () => {
    expect(storage.publicUrl('a/b.png')).toBe(`${endpoint}/${bucket}/a/b.png`);
    const options = { bucket, region: 'eu-west-1', forcePathStyle: false, uploadTtlSeconds: 60, uploadMaxBytes: 1 };
    expect(new S3ObjectStorage({ ...options, publicUrl: 'https://cdn.example.com/' }).publicUrl('a/b.png')).toBe(
      'https://cdn.example.com/a/b.png',
    );
    expect(new S3ObjectStorage(options).publicUrl('a/b.png')).toBe(`https://${bucket}.s3.eu-west-1.amazonaws.com/a/b.png`);
    expect(() => storage.publicUrl('../x.png')).toThrow();
  });

  describe('the app with STORAGE_DRIVER=s3', () => {
    let app: App;
    let database: TestDatabase;
    const cleanUpApp = useCleanup();

    beforeAll(async () => {
      database = await createTestDatabase();
      cleanUpApp(() => database.drop());
      const config = testConfig(database, {
        STORAGE_DRIVER: 's3',
        S3_BUCKET: bucket,
        S3_ENDPOINT: endpoint,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      });
      app = await buildApp({ config });
      cleanUpApp(() => app.close());
    });

    it('serves bucket objects at /media and has no local upload endpoints', async () => {
      expect(app.storage.driver).toBe('s3');
      const upload = await app.storage.createUpload({ keyPrefix: 'recipes/r3', contentType: 'image/gif', maxBytes });
      const bytes = Buffer.from('GIF89a fake');
      expect((await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: bytes })).status).toBe(200);

      const media = await app.inject({ method: 'GET', url: `/media/${upload.key}` });
      expect(media.statusCode).toBe(200);
      expect(media.headers['content-type']).toBe('image/gif');
      expect(media.headers['x-content-type-options']).toBe('nosniff');
      expect(media.rawPayload.equals(bytes)).toBe(true);
      expect((await app.inject({ method: 'GET', url: '/media/recipes/r3/missing.gif' })).statusCode).toBe(404);

      const put = await app.inject({ method: 'PUT', url: `/uploads/${upload.key}`, payload: 'x' });
      expect(put.statusCode).toBe(404);
    });
  });
});
