/**
 * Sending a file to a presigned storage address with its progress (XMLHttpRequest: fetch cannot
 * report upload progress). Each feature maps a failure to its own texts.
 */

/** Why an upload failed: the storage answered outside 200-299, no answer came, or it was stopped. */
export type UploadFailure = { kind: 'status'; status: number } | { kind: 'network' } | { kind: 'aborted' };

/** The rejection of {@link upload}: carries the {@link UploadFailure}. */
export class UploadFailedError extends Error {
  constructor(readonly failure: UploadFailure) {
    super(failure.kind === 'status' ? `Upload answered ${String(failure.status)}` : `Upload ${failure.kind === 'network' ? 'got no answer' : 'aborted'}`);
    this.name = 'UploadFailedError';
  }
}

/** What is sent: the file as the body of a PUT with exactly these headers, or a multipart POST of the fields and then the file. */
export type UploadBody =
  | { method: 'PUT'; body: Blob; headers?: Readonly<Record<string, string>> }
  | { method: 'POST'; fields: Readonly<Record<string, string>>; file: Blob; filename: string; fileField?: string };

export interface UploadOptions {
  /** Progress in whole percent (0-100) with the bytes sent; 100 once the storage accepted it. */
  onProgress?: (percent: number, loaded: number) => void;
  /** Aborting it stops the upload (a failure of kind 'aborted'). */
  signal?: AbortSignal;
}

/**
 * Sends `what` to `url`. Resolves when the storage answers 2xx; rejects with an
 * {@link UploadFailedError}: `status` for any other answer, `network` when none came, `aborted`
 * when the signal stopped it (before it started, too).
 */
export function upload(url: string, what: UploadBody, { onProgress, signal }: UploadOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadFailedError({ kind: 'aborted' }));
      return;
    }
    const xhr = new XMLHttpRequest();
    let body: Blob | FormData;
    let size: number;
    if (what.method === 'POST') {
      const form = new FormData();
      for (const [name, value] of Object.entries(what.fields)) form.append(name, value);
      form.append(what.fileField ?? 'file', what.file, what.filename);
      xhr.open('POST', url);
      body = form;
      size = what.file.size;
    } else {
      xhr.open('PUT', url);
      for (const [name, value] of Object.entries(what.headers ?? {})) xhr.setRequestHeader(name, value);
      body = what.body;
      size = what.body.size;
    }

    const stop = () => { xhr.abort(); };
    const settle = (failure: UploadFailure | null) => {
      signal?.removeEventListener('abort', stop);
      if (failure) reject(new UploadFailedError(failure));
      else resolve();
    };
    let total: number | null = null;
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || event.total <= 0) return;
      total = event.total;
      onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)), event.loaded);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100, what.method === 'PUT' ? size : (total ?? size));
        settle(null);
      } else {
        settle({ kind: 'status', status: xhr.status });
      }
    };
    xhr.onerror = () => { settle({ kind: 'network' }); };
    xhr.onabort = () => { settle({ kind: 'aborted' }); };
    signal?.addEventListener('abort', stop, { once: true });
    xhr.send(body);
  });
}
