import { afterEach, describe, expect, it, vi } from 'vitest';
import { defined } from '../test/defined';
import { FakeUpload } from '../test/fake-upload';
import { upload, UploadFailedError } from './upload';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const file = new Blob(['photo bytes!'], { type: 'image/jpeg' });
const failureOf = (done: Promise<void>) =>
  done.then(
    () => null,
    (error: unknown) => (error instanceof UploadFailedError ? error.failure : error),
  );

describe('upload', () => {
  it('PUTs the body with exactly the given headers, reporting whole percents and bytes, then 100', async () => {
    const requests = FakeUpload.install();
    const seen: [number, number][] = [];
    const done = upload('/uploads/a?sig=1', { method: 'PUT', body: file, headers: { 'Content-Type': 'image/jpeg' } }, { onProgress: (percent, loaded) => seen.push([percent, loaded]) });
    const request = defined(requests[0], 'a request');
    expect([request.method, request.url, request.headers, request.body]).toEqual(['PUT', '/uploads/a?sig=1', { 'Content-Type': 'image/jpeg' }, file]);
    request.progress(4, 12);
    request.progress(8, 12);
    request.progress(5, 0); // no total: nothing to say
    request.upload.onprogress?.({ lengthComputable: false, loaded: 9, total: 12 });
    request.progress(13, 12); // never above 100
    request.respond(204);
    await done;
    expect(seen).toEqual([[33, 4], [67, 8], [100, 13], [100, file.size]]);
  });

  it('PUTs without headers when none are given', async () => {
    const requests = FakeUpload.install();
    const done = upload('/u', { method: 'PUT', body: file });
    expect(defined(requests[0]).headers).toEqual({});
    defined(requests[0]).respond(200);
    await expect(done).resolves.toBeUndefined();
  });

  it('POSTs a form of the fields, in order, and then the file under its name', async () => {
    const requests = FakeUpload.install();
    const append = vi.spyOn(FormData.prototype, 'append'); // the test DOM drops a Blob's filename
    const done = upload('/scans', { method: 'POST', fields: { key: 'scans/s1', policy: 'p' }, file, filename: 'receipt.jpg' });
    const request = defined(requests[0]);
    expect([request.method, request.url, request.headers]).toEqual(['POST', '/scans', {}]);
    const form = request.body as FormData;
    expect([...form.keys()]).toEqual(['key', 'policy', 'file']);
    expect(form.get('key')).toBe('scans/s1');
    expect(form.get('file')).toBeInstanceOf(Blob);
    expect(append).toHaveBeenLastCalledWith('file', file, 'receipt.jpg');
    request.respond(201);
    await done;
  });

  it('names the form field of the file when asked', async () => {
    const requests = FakeUpload.install();
    const done = upload('/scans', { method: 'POST', fields: {}, file, filename: 'a.png', fileField: 'photo' });
    expect([...(defined(requests[0]).body as FormData).keys()]).toEqual(['photo']);
    defined(requests[0]).respond(200);
    await done;
  });

  it('fails with the status for any answer outside 200-299', async () => {
    for (const status of [199, 300, 403, 500]) {
      const requests = FakeUpload.install();
      const done = upload('/u', { method: 'PUT', body: file });
      defined(requests[0]).respond(status);
      expect(await failureOf(done)).toEqual({ kind: 'status', status });
    }
  });

  it('fails as network when no answer comes', async () => {
    const requests = FakeUpload.install();
    const done = upload('/u', { method: 'PUT', body: file });
    defined(requests[0]).fail();
    const error = await done.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(UploadFailedError);
    expect(error).toMatchObject({ failure: { kind: 'network' } });
  });

  it('stops the request when the signal aborts, and fails as aborted', async () => {
    const requests = FakeUpload.install();
    const controller = new AbortController();
    const progress = vi.fn();
    const done = upload('/u', { method: 'PUT', body: file }, { signal: controller.signal, onProgress: progress });
    controller.abort();
    expect(await failureOf(done)).toEqual({ kind: 'aborted' });
    expect(defined(requests[0]).aborted).toBe(true);
    expect(progress).not.toHaveBeenCalled();
  });

  it('sends nothing when the signal has already aborted', async () => {
    const requests = FakeUpload.install();
    const controller = new AbortController();
    controller.abort();
    expect(await failureOf(upload('/u', { method: 'PUT', body: file }, { signal: controller.signal }))).toEqual({ kind: 'aborted' });
    expect(requests).toEqual([]);
  });

  it('lets go of the signal once settled', async () => {
    const requests = FakeUpload.install();
    const controller = new AbortController();
    const done = upload('/u', { method: 'PUT', body: file }, { signal: controller.signal });
    defined(requests[0]).respond(200);
    await done;
    controller.abort();
    expect(defined(requests[0]).aborted).toBe(false);
  });
});
