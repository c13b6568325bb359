import { upload, UploadFailedError } from '../../../lib/upload';
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
 * the bytes sent. Rejects with a PageUploadError ('Upload failed with status: {code}', 'Upload
 * failed due to network error') or an AbortError.
 */
export async function uploadPage(uploadUrl: string, file: Blob, onProgress: (loaded: number) => void, signal?: AbortSignal): Promise<void> {
  try {
    await upload(uploadUrl, { method: 'PUT', body: file, headers: { 'Content-Type': file.type } }, { onProgress: (_percent, loaded) => { onProgress(Math.min(file.size, loaded)); }, signal });
  } catch (error) {
    if (!(error instanceof UploadFailedError)) throw error;
    const { failure } = error;
    if (failure.kind === 'aborted') throw new DOMException('Upload was aborted', 'AbortError');
    throw failure.kind === 'status' ? new PageUploadError(s.uploadStatus(failure.status), failure.status) : new PageUploadError(s.uploadNetwork, 0);
  }
}
