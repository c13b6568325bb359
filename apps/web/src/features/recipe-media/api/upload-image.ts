import type { PresignResponse } from '@sous/contract/recipe-media';
import { recipeMediaStrings as s } from '../strings';

/** An upload that failed, with the spec's text for it. */
export class UploadError extends Error {
  constructor(
    message: string,
    /** The storage's HTTP status, or 0 when no answer came. */
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/**
 * `PUT {uploadUrl}`: sends the file with exactly the signed headers, reporting progress in whole
 * percent (XMLHttpRequest: fetch cannot report upload progress). Rejects with an UploadError
 * ('Upload failed with status {n}', 'Network error occurred during upload.') or an AbortError.
 */
export function uploadImage(target: PresignResponse, body: Blob, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(target.method, target.uploadUrl);
    for (const [name, value] of Object.entries(target.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
      } else {
        reject(new UploadError(s.uploadFailedStatus(xhr.status), xhr.status));
      }
    };
    xhr.onerror = () => { reject(new UploadError(s.networkError, 0)); };
    xhr.onabort = () => { reject(new DOMException('The upload was cancelled.', 'AbortError')); };
    signal?.addEventListener('abort', () => { xhr.abort(); }, { once: true });
    xhr.send(body);
  });
}
