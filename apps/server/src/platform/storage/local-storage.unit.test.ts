import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { must } from '../../test/must';
import { LocalObjectStorage, UploadTooLargeError } from './local-storage';
import { isImmutableKey, isValidObjectKey, makeObjectKey } from './object-key';
import { checkUploadSignature, signUpload } from './upload-signature';

describe('local object storage driver', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sous-local-storage-'));
  const rootDir = path.join(dataDir, 'objects');
  const storage = new LocalObjectStorage({
    rootDir,
    publicUrl: 'https://sous.example',
    signingSecret: 'a'.repeat(43),
    uploadTtlSeconds: 900,
    uploadMaxBytes: 5000,
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('makes keys under the prefix with a UUIDv7 and the type’s extension', () => {
    expect(makeObjectKey('/recipes/r1/', 'image/jpeg')).toMatch(/^recipes\/r1\/[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}\.jpg$/);
    expect(makeObjectKey('x', 'Image/WEBP; q=1')).toMatch(/\.webp$/);
    expect(makeObjectKey('x', 'application/x-unknown')).toMatch(/\.bin$/);
    const [a, b] = [makeObjectKey('x', 'image/png'), makeObjectKey('x', 'image/png')];
    expect(a).not.toBe(b);
    expect(isImmutableKey(a)).toBe(true);
    expect(() => makeObjectKey('../up', 'image/png')).toThrow(/Invalid object key/);
  });

  it('accepts only keys the server could have made', () => {
    for (const key of ['a.png', 'recipes/r1/0190-ab.webp', 'a_b-c/d.e.f']) expect(isValidObjectKey(key), key).toBe(true);
    for (const key of ['', '/a.png', 'a/../b', '..', '.', './a', 'a//b', 'a\\b', 'a\0b', 'a%2e', '.tmp/x', 'a/', 'a b', 'x'.repeat(513)]) {
      expect(isValidObjectKey(key), JSON.stringify(key)).toBe(false);
    }
  });

  it('signs every term: any change or an expiry in the past fails', () => {
    const terms = { method: 'PUT' as const, key: 'a/b.png', contentType: 'image/png', maxBytes: 10, expires: 2000 };
    const sig = signUpload('secret', terms);
    expect(checkUploadSignature('secret', terms, sig, 1999)).toBe('valid');
    expect(checkUploadSignature('secret', terms, sig, 2001)).toBe('expired');
    expect(checkUploadSignature('other', terms, sig, 1999)).toBe('invalid');
    for (const change of [{ method: 'POST' as const }, { key: 'a/c.png' }, { contentType: 'image/gif' }, { maxBytes: 11 }, { expires: 2001 }]) {
      expect(checkUploadSignature('secret', { ...terms, ...change }, sig, 1999)).toBe('invalid');
    }
    expect(checkUploadSignature('secret', terms, sig.toUpperCase(), 1999)).toBe('invalid');
  });

  it('caps any upload at the configured maximum', async () => {
    const upload = await storage.createUpload({ keyPrefix: 'p', contentType: 'image/png', maxBytes: 10 ** 9 });
    expect(new URL(upload.url).searchParams.get('max')).toBe('5000');
    await expect(storage.createUpload({ keyPrefix: 'p', contentType: 'image/png', maxBytes: 0 })).rejects.toThrow();
    await expect(storage.createUpload({ keyPrefix: 'p', contentType: 'image/png\nx', maxBytes: 1 })).rejects.toThrow();
  });

  it('keeps nothing of a body that runs past its maximum', async () => {
    const body = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
    await expect(storage.receive('big/one.png', body, 1000)).rejects.toBeInstanceOf(UploadTooLargeError);
    expect(existsSync(path.join(rootDir, 'big', 'one.png'))).toBe(false);
    expect(await storage.get('big/one.png')).toBeNull();
  });

  it('refuses a put whose key extension contradicts the type', async () => {
    await expect(storage.put('a/photo.png', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/does not match/);
    await expect(storage.put('../photo.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/Invalid object key/);
  });

  it('deletes by prefix like S3 and refuses an empty prefix', async () => {
    for (const key of ['u/u1/a.png', 'u/u1/b/c.png', 'u/u10/d.png', 'u/u2/e.png', 'u/u1x.png']) {
      await storage.put(key, Buffer.from(key), 'image/png');
    }
    await storage.deleteByPrefix('u/u1/');
    expect(await storage.get('u/u1/a.png')).toBeNull();
    expect(await storage.get('u/u1/b/c.png')).toBeNull();
    expect(await storage.get('u/u10/d.png')).not.toBeNull();
    await storage.deleteByPrefix('u/u1');
    expect(await storage.get('u/u10/d.png')).toBeNull();
    expect(await storage.get('u/u1x.png')).toBeNull();
    const remaining = must(await storage.get('u/u2/e.png'), 'the object outside the prefix');
    expect(await text(remaining.body)).toBe('u/u2/e.png');
    await storage.deleteByPrefix('nothing/here/');
    await storage.deleteByPrefix('nothing-here');
    await expect(storage.deleteByPrefix('')).rejects.toThrow(/Invalid object key/);
    await expect(storage.deleteByPrefix('/')).rejects.toThrow(/Invalid object key/);
  });

  it('never reads outside its folder', async () => {
    writeFileSync(path.join(dataDir, 'secret.txt'), 'secret');
    expect(await storage.get('../secret.txt')).toBeNull();
    expect(await storage.get('u')).toBeNull(); // a folder is not an object
    expect(await storage.get('.tmp')).toBeNull();
  });
});
