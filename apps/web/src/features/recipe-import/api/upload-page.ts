import { importStrings as s } from '../strings';

/** A page upload that failed, with the spec's text for it. */
export class PageUploadError extends Error {
  constructor(
    message: string,
    /** The storage's HTTP status, or 0 when no answer came. */
    readonly status: number,
  ) {
    super(message);
    this.name = 'PageUploadError';
  }
}

/**
 * `PUT {uploadUrl}` with the page as the body and its type as Content-Type (spec 3 §7), reporting
 * the bytes sent (XMLHttpRequest: fetch cannot report upload progress). Rejects with a
 * PageUploadError ('Upload failed with status: {code}', 'Upload failed due to network error') or an
 * AbortError.
 */
export function uploadPage(uploadUrl: string, file: Blob, onProgress: (loaded: number) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload was aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', uploadUrl);
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(file.size, event.loaded));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(file.size);
        resolve();
      } else {
        reject(new PageUploadError(s.uploadStatus(xhr.status), xhr.status));
      }
    };
    xhr.onerror = () => { reject(new PageUploadError(s.uploadNetwork, 0)); };
    xhr.onabort = () => { reject(new DOMException('Upload was aborted', 'AbortError')); };
    signal?.addEventListener('abort', () => { xhr.abort(); }, { once: true });
    xhr.send(file);
  });
}
