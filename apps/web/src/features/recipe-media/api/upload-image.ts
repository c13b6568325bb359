import type { PresignResponse } from '@sous/contract/recipe-media';
import { upload, UploadFailedError } from '../../../lib/upload';
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
 * percent. Rejects with an UploadError ('Upload failed with status {n}', 'Network error occurred
 * during upload.') or an AbortError.
 */
export async function uploadImage(target: PresignResponse, body: Blob, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<void> {
  try {
    await upload(target.uploadUrl, { method: target.method, body, headers: target.headers }, { onProgress: (percent) => { onProgress(percent); }, signal });
  } catch (error) {
    if (!(error instanceof UploadFailedError)) throw error;
    const { failure } = error;
    if (failure.kind === 'aborted') throw new DOMException('The upload was cancelled.', 'AbortError');
    throw failure.kind === 'status' ? new UploadError(s.uploadFailedStatus(failure.status), failure.status) : new UploadError(s.networkError, 0);
  }
}
