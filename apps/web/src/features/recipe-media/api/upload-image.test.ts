import type { PresignResponse } from '@sous/contract/recipe-media';
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { defined } from '../../../test/defined';
import { FakeUpload } from '../testing';
import { uploadImage, UploadError } from './upload-image';

afterEach(() => {
  vi.unstubAllGlobals();
});

const target: PresignResponse = {
  uploadUrl: '/uploads/recipes/r1/media/i1/original.jpg?sig=abc',
  imageId: 'i1',
  method: 'PUT',
  headers: { 'Content-Type': 'image/jpeg' },
  maxBytes: 10 * 1024 * 1024,
  expiresAt: '2026-11-20T10:15:00.000Z',
};
const photo = new Blob(['jpeg bytes'], { type: 'image/jpeg' });

describe('uploadImage', () => {
  it('PUTs the file to the signed URL with exactly its headers and reports whole percents', async () => {
    const uploads = FakeUpload.install();
    const percents: number[] = [];
    const done = uploadImage(target, photo, (percent) => percents.push(percent));
    const upload = defined(uploads[0], 'an upload');
    expect([upload.method, upload.url, upload.headers, upload.body]).toEqual(['PUT', target.uploadUrl, { 'Content-Type': 'image/jpeg' }, photo]);
    upload.progress(1, 3);
    upload.progress(2, 3);
    upload.respond(200);
    await done;
    expect(percents).toEqual([33, 67, 100]);
  });

  it("fails with 'Upload failed with status {n}' outside 200-299", async () => {
    const uploads = FakeUpload.install();
    const done = uploadImage(target, photo, () => undefined);
    defined(uploads[0]).respond(403);
    await expect(done).rejects.toEqual(new UploadError('Upload failed with status 403', 403));
  });

  it("fails with 'Network error occurred during upload.' when the connection breaks", async () => {
    const uploads = FakeUpload.install();
    const done = uploadImage(target, photo, () => undefined);
    defined(uploads[0]).fail();
    await expect(done).rejects.toThrow('Network error occurred during upload.');
  });

  it('stops the upload when cancelled', async () => {
    const uploads = FakeUpload.install();
    const controller = new AbortController();
    const done = uploadImage(target, photo, () => undefined, controller.signal);
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(defined(uploads[0]).aborted).toBe(true);
  });
});
