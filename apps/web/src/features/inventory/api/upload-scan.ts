import { inventoryStrings as s } from '../strings';
import type { ScanPresign } from './schemas';

/** An upload that failed, with the spec's text for it ('Upload was aborted' included). */
export class ScanUploadError extends Error {
  constructor(
    message: string,
    /** The storage's HTTP status, or 0 when no answer came. */
    readonly status: number,
  ) {
    super(message);
    this.name = 'ScanUploadError';
  }
}

/**
 * Sends the photo to the presigned address (spec 3 §7): with form fields, a multipart POST of
 * those fields and then the file; without, a PUT of the file with its type. Reports progress in
 * whole percent (XMLHttpRequest: fetch cannot report upload progress); any 2xx is success.
 * Rejects with a ScanUploadError: 'Upload failed with status: {code}', 'Upload failed due to
 * network error' or 'Upload was aborted'.
 */
export function uploadScan(target: ScanPresign, file: Blob, filename: string, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new ScanUploadError(s.uploadAborted, 0));
      return;
    }
    const xhr = new XMLHttpRequest();
    let body: Blob | FormData;
    if (target.fields && Object.keys(target.fields).length > 0) {
      const form = new FormData();
      for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
      form.append('file', file, filename);
      xhr.open('POST', target.uploadUrl);
      body = form;
    } else {
      xhr.open('PUT', target.uploadUrl);
      xhr.setRequestHeader('Content-Type', file.type);
      body = file;
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
      } else {
        reject(new ScanUploadError(s.uploadFailedStatus(xhr.status), xhr.status));
      }
    };
    xhr.onerror = () => { reject(new ScanUploadError(s.uploadNetworkError, 0)); };
    xhr.onabort = () => { reject(new ScanUploadError(s.uploadAborted, 0)); };
    signal?.addEventListener('abort', () => { xhr.abort(); }, { once: true });
    xhr.send(body);
  });
}
