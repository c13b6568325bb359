import type { ErrorBody } from '@sous/contract/errors';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { getOrCreateSecret } from '../../platform/app-secrets.repository';
import { uploadSigningSecretName } from '../../platform/storage/create-storage';
import { LocalObjectStorage } from '../../platform/storage/local-storage';
import type { PostUpload, PutUpload } from '../../platform/storage/object-storage';
import { must } from '../../test/must';
import { useTestApp } from '../../test/test-app';

/** A real 1x1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The path and query of an absolute upload URL, for app.inject. */
const local = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

/** A multipart/form-data body with the fields in order, then the file part. */
function multipart(fields: Record<string, string>, file?: { bytes: Buffer; type: string; name?: string }) {
  const boundary = `----sous${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'file'}"; filename="scan.png"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('local object storage: signed uploads and /media', () => {
  const t = useTestApp();
  const objectsDir = () => path.join(t.config.DATA_DIR, 'objects');
  /** Every file under the objects folder (temporary ones included), relative. */
  const storedFiles = () =>
    existsSync(objectsDir())
      ? readdirSync(objectsDir(), { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(objectsDir(), path.join(entry.parentPath, entry.name)))
      : [];

  const putUpload = (maxBytes = 1000, contentType = 'image/png') =>
    t.app.storage.createUpload({ keyPrefix: 'recipes/r1/images', contentType, maxBytes });
  const send = (upload: PutUpload, payload: Buffer, headers: Record<string, string> = upload.headers, url = local(upload.url)) =>
    t.app.inject({ method: 'PUT', url, headers, payload });

  it('accepts a signed PUT and serves the bytes at /media with the image type and nosniff', async () => {
    const upload = await putUpload();
    expect(upload.url.startsWith(`${t.config.PUBLIC_URL}/uploads/recipes/r1/images/`)).toBe(true);
    expect(upload.key).toMatch(/^recipes\/r1\/images\/[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.png$/);
    expect(upload.headers).toEqual({ 'Content-Type': 'image/png' });

    const res = await send(upload, png);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ key: upload.key, size: png.length });

    const media = await t.app.inject({ method: 'GET', url: `/media/${upload.key}` });
    expect(media.statusCode).toBe(200);
    expect(media.rawPayload.equals(png)).toBe(true);
    expect(media.headers['content-type']).toBe('image/png');
    expect(media.headers['x-content-type-options']).toBe('nosniff');
    expect(media.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(media.headers['content-disposition']).toBeUndefined();
    expect(t.app.storage.publicUrl(upload.key)).toBe(`${t.config.PUBLIC_URL}/media/${upload.key}`);
  });

  it('takes a signed URL once: a second PUT answers 409 and the first file stays', async () => {
    const upload = await putUpload();
    expect((await send(upload, png)).statusCode).toBe(200);
    const before = storedFiles();
    const again = await send(upload, randomBytes(500));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'CONFLICT', message: 'This upload URL has already been used' });
    const media = await t.app.inject({ method: 'GET', url: `/media/${upload.key}` });
    expect(media.rawPayload.equals(png)).toBe(true);
    expect(storedFiles()).toEqual(before);
  });

  it('stores exactly one of several PUTs racing on one URL, and answers the others 409', async () => {
    const upload = await putUpload();
    const bodies = Array.from({ length: 8 }, () => randomBytes(900));
    const answers = await Promise.all(bodies.map((body) => send(upload, body)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    const winner = must(bodies[statuses.indexOf(200)], 'the accepted body');
    const media = await t.app.inject({ method: 'GET', url: `/media/${upload.key}` });
    expect(media.rawPayload.equals(winner)).toBe(true);
  });

  it('refuses a tampered URL with 403 INVALID_SIGNATURE and stores nothing', async () => {
    const upload = await putUpload(100);
    const url = new URL(upload.url);
    const sig = must(url.searchParams.get('sig'), 'a sig parameter');
    const tampered: string[] = [];
    const withParam = (name: string, value: string | null) => {
      const copy = new URL(url);
      if (value === null) copy.searchParams.delete(name);
      else copy.searchParams.set(name, value);
      return copy.pathname + copy.search;
    };
    tampered.push(withParam('sig', `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`));
    tampered.push(withParam('max', '100000000'));
    tampered.push(withParam('ct', 'image/jpeg'));
    tampered.push(withParam('exp', String(Number(url.searchParams.get('exp')) + 3600)));
    tampered.push(withParam('sig', null));
    tampered.push(withParam('sig', 'not-hex'));
    tampered.push(`${url.pathname.replace(/\.png$/, '-x.png')}${url.search}`);
    tampered.push(`/uploads/recipes/other/evil.png${url.search}`);
    tampered.push(`${url.pathname}${url.search}&sig=${sig}`); // a repeated parameter
    tampered.push(`/uploads/..%2F..%2Fsecret.png${url.search}`);
    tampered.push(`/uploads/recipes/r1/images/..\\x.png${url.search}`);
    const before = storedFiles();
    for (const target of tampered) {
      const contentType = target.includes('ct=image%2Fjpeg') ? 'image/jpeg' : 'image/png';
      const res = await send(upload, png, { 'content-type': contentType }, target);
      expect(res.statusCode, target).toBe(403);
      expect(res.json(), target).toEqual({ code: 'INVALID_SIGNATURE', message: 'The upload URL is not valid' });
    }
    // Dot segments may be resolved before routing (then no upload route matches): refused either way.
    for (const target of [`/uploads/recipes/%2e%2e/%2e%2e/x.png${url.search}`, `/uploads/../../x.png${url.search}`]) {
      const res = await send(upload, png, upload.headers, target);
      expect([403, 404], target).toContain(res.statusCode);
    }
    expect(storedFiles()).toEqual(before);
  });

  it('refuses an expired URL with 403 SIGNATURE_EXPIRED', async () => {
    // The same signing key as the app, with URLs that expired a minute ago.
    const expiredSigner = new LocalObjectStorage({
      rootDir: objectsDir(),
      publicUrl: t.config.PUBLIC_URL,
      signingSecret: await getOrCreateSecret(t.app.db, uploadSigningSecretName),
      uploadTtlSeconds: -60,
      uploadMaxBytes: t.config.UPLOAD_MAX_BYTES,
    });
    const upload = await expiredSigner.createUpload({ keyPrefix: 'recipes/r1/images', contentType: 'image/png', maxBytes: 1000 });
    const res = await send(upload, png);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'SIGNATURE_EXPIRED', message: 'The upload URL has expired' });
    expect((await t.app.inject({ method: 'GET', url: `/media/${upload.key}` })).statusCode).toBe(404);
  });

  it('refuses a body whose Content-Type differs from the signed one with 415', async () => {
    const upload = await putUpload();
    const sentHeaders: Record<string, string>[] = [{ 'content-type': 'image/jpeg' }, { 'content-type': 'text/html' }, {}];
    for (const headers of sentHeaders) {
      const res = await send(upload, png, headers);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The upload must be sent as image/png' });
    }
    expect((await t.app.inject({ method: 'GET', url: `/media/${upload.key}` })).statusCode).toBe(404);
  });

  it('refuses a body over the signed maximum with 413 by Content-Length, leaving no file', async () => {
    const upload = await putUpload(1000);
    const before = storedFiles();
    const res = await send(upload, randomBytes(1001));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The upload is larger than the allowed 1000 bytes' });
    expect(storedFiles()).toEqual(before);
    // Exactly the maximum is fine.
    expect((await send(upload, randomBytes(1000))).statusCode).toBe(200);
  });

  it('refuses an empty body with 400', async () => {
    const upload = await putUpload();
    const res = await send(upload, Buffer.alloc(0));
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().code).toBe('VALIDATION_FAILED');
  });

  describe('over real HTTP', () => {
    let origin = '';
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });

    /** A chunked PUT (no Content-Length), so only the streamed count can catch the size. */
    const chunkedPut = (url: string, contentType: string, chunks: Buffer[]) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(url, { method: 'PUT', headers: { 'content-type': contentType } }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            body += chunk;
          });
          res.on('end', () => {
            resolve({ status: must(res.statusCode, 'a status code'), body });
          });
        });
        req.on('error', reject);
        (async () => {
          for (const chunk of chunks) {
            if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
          }
          req.end();
        })().catch(reject);
      });

    it('takes a 3 MB body (over the 1 MB API body limit) streamed to disk', async () => {
      const upload = await putUpload(5 * 1024 * 1024, 'image/jpeg');
      const bytes = randomBytes(3 * 1024 * 1024);
      const res = await fetch(`${origin}${local(upload.url)}`, { method: 'PUT', headers: upload.headers, body: bytes });
      expect(res.status).toBe(200);
      const media = await fetch(`${origin}/media/${upload.key}`);
      expect(media.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await media.arrayBuffer()).equals(bytes)).toBe(true);
    });

    it('stops a chunked body at the signed maximum with 413 and keeps no partial file', async () => {
      const upload = await putUpload(64 * 1024);
      const before = storedFiles();
      const chunks = Array.from({ length: 16 }, () => randomBytes(16 * 1024));
      const res = await chunkedPut(`${origin}${local(upload.url)}`, 'image/png', chunks);
      expect(res.status).toBe(413);
      expect((JSON.parse(res.body) as ErrorBody).code).toBe('PAYLOAD_TOO_LARGE');
      expect(storedFiles()).toEqual(before);
      expect((await fetch(`${origin}/media/${upload.key}`)).status).toBe(404);
    });

    it('accepts a chunked body within the maximum', async () => {
      const upload = await putUpload(64 * 1024);
      const chunks = [randomBytes(30_000), randomBytes(30_000)];
      const res = await chunkedPut(`${origin}${local(upload.url)}`, 'image/png', chunks);
      expect(res.status).toBe(200);
      const media = await fetch(`${origin}/media/${upload.key}`);
      expect(Buffer.from(await media.arrayBuffer()).equals(Buffer.concat(chunks))).toBe(true);
    });

    it('accepts a POST with the signed fields and the file, as a browser FormData sends it', async () => {
      const upload: PostUpload = await t.app.storage.createPostUpload({
        keyPrefix: 'scans/u1',
        contentType: 'image/jpeg',
        maxBytes: 2 * 1024 * 1024,
      });
      expect(upload.url).toBe(`${t.config.PUBLIC_URL}/uploads`);
      expect(upload.fields).toMatchObject({ key: upload.key, 'Content-Type': 'image/jpeg' });
      const form = new FormData();
      for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
      const bytes = randomBytes(1024 * 1024 + 5);
      form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'receipt.jpg');
      const res = await fetch(`${origin}/uploads`, { method: 'POST', body: form });
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ key: upload.key, size: bytes.length });
      const media = await fetch(`${origin}/media/${upload.key}`);
      expect(media.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await media.arrayBuffer()).equals(bytes)).toBe(true);
    });
  });

  describe('POST with fields', () => {
    const postUpload = (maxBytes = 1000) =>
      t.app.storage.createPostUpload({ keyPrefix: 'scans/u2', contentType: 'image/png', maxBytes });
    const post = (form: { body: Buffer; contentType: string }) =>
      t.app.inject({ method: 'POST', url: '/uploads', headers: { 'content-type': form.contentType }, payload: form.body });

    it('stores the file under the signed key with the signed type', async () => {
      const upload = await postUpload();
      const res = await post(multipart(upload.fields, { bytes: png, type: 'image/png' }));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ key: upload.key, size: png.length });
      const media = await t.app.inject({ method: 'GET', url: `/media/${upload.key}` });
      expect(media.headers['content-type']).toBe('image/png');
      expect(media.rawPayload.equals(png)).toBe(true);
    });

    it('takes the signed fields once: a second POST answers 409 and the first file stays', async () => {
      const upload = await postUpload();
      expect((await post(multipart(upload.fields, { bytes: png, type: 'image/png' }))).statusCode).toBe(201);
      const again = await post(multipart(upload.fields, { bytes: randomBytes(300), type: 'image/png' }));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ code: 'CONFLICT', message: 'This upload URL has already been used' });
      const media = await t.app.inject({ method: 'GET', url: `/media/${upload.key}` });
      expect(media.rawPayload.equals(png)).toBe(true);
    });

    it('refuses changed fields with 403 INVALID_SIGNATURE', async () => {
      const upload = await postUpload();
      const changes: Record<string, string>[] = [
        { key: 'scans/u2/other.png' },
        { key: '../../etc/passwd' },
        { 'Content-Type': 'text/html' },
        { 'x-sous-max-bytes': '99999999' },
        { 'x-sous-signature': '0'.repeat(64) },
      ];
      for (const change of changes) {
        const res = await post(multipart({ ...upload.fields, ...change }, { bytes: png, type: 'image/png' }));
        expect(res.statusCode, JSON.stringify(change)).toBe(403);
        expect(res.json<ErrorBody>().code).toBe('INVALID_SIGNATURE');
      }
      const { 'x-sous-signature': _dropped, ...unsigned } = upload.fields;
      expect((await post(multipart(unsigned, { bytes: png, type: 'image/png' }))).statusCode).toBe(403);
    });

    it('refuses a file over the signed maximum with 413 and keeps nothing', async () => {
      const upload = await postUpload(1000);
      const before = storedFiles();
      const res = await post(multipart(upload.fields, { bytes: randomBytes(1001), type: 'image/png' }));
      expect(res.statusCode).toBe(413);
      expect(res.json<ErrorBody>().code).toBe('PAYLOAD_TOO_LARGE');
      expect(storedFiles()).toEqual(before);
    });

    it('refuses a form body past UPLOAD_MAX_BYTES before reading it', async () => {
      const upload = await postUpload();
      const huge = multipart(upload.fields, { bytes: Buffer.alloc(t.config.UPLOAD_MAX_BYTES + 100 * 1024), type: 'image/png' });
      const res = await post(huge);
      expect(res.statusCode).toBe(413);
      expect(res.json<ErrorBody>().code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('refuses an expired form with 403 SIGNATURE_EXPIRED', async () => {
      const expiredSigner = new LocalObjectStorage({
        rootDir: objectsDir(),
        publicUrl: t.config.PUBLIC_URL,
        signingSecret: await getOrCreateSecret(t.app.db, uploadSigningSecretName),
        uploadTtlSeconds: -1,
        uploadMaxBytes: t.config.UPLOAD_MAX_BYTES,
      });
      const upload = await expiredSigner.createPostUpload({ keyPrefix: 'scans/u2', contentType: 'image/png', maxBytes: 1000 });
      const res = await post(multipart(upload.fields, { bytes: png, type: 'image/png' }));
      expect(res.statusCode).toBe(403);
      expect(res.json<ErrorBody>().code).toBe('SIGNATURE_EXPIRED');
    });

    it('answers 400 for a form without a file or with the file before the fields, 415 for another body type', async () => {
      const upload = await postUpload();
      const noFile = await post(multipart(upload.fields));
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json<ErrorBody>().code).toBe('VALIDATION_FAILED');

      const fileFirst = await post(multipart({}, { bytes: png, type: 'image/png' }));
      expect(fileFirst.statusCode).toBe(403);

      const wrongField = await post(multipart(upload.fields, { bytes: png, type: 'image/png', name: 'photo' }));
      expect(wrongField.statusCode).toBe(400);

      const json = await t.app.inject({ method: 'POST', url: '/uploads', payload: { key: upload.key } });
      expect(json.statusCode).toBe(415);
      expect(json.json<ErrorBody>().code).toBe('UNSUPPORTED_MEDIA_TYPE');

      const garbage = await t.app.inject({
        method: 'POST',
        url: '/uploads',
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        payload: 'this is not a multipart body',
      });
      expect(garbage.statusCode).toBe(400);
      expect((await t.app.inject({ method: 'GET', url: `/media/${upload.key}` })).statusCode).toBe(404);
    });
  });
});
