import type { ScanPresignResponse } from '@sous/contract/inventory';
import { upload, UploadFailedError } from '../../../lib/upload';
import { inventoryStrings as s } from '../strings';

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
 * whole percent; any 2xx is success. Rejects with a ScanUploadError: 'Upload failed with status:
 * {code}', 'Upload failed due to network error' or 'Upload was aborted'.
 */
export async function uploadScan(target: ScanPresignResponse, file: Blob, filename: string, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<void> {
  const what =
    target.fields && Object.keys(target.fields).length > 0
      ? ({ method: 'POST', fields: target.fields, file, filename } as const)
      : ({ method: 'PUT', body: file, headers: { 'Content-Type': file.type } } as const);
  try {
    await upload(target.uploadUrl, what, { onProgress: (percent) => { onProgress(percent); }, signal });
  } catch (error) {
    if (!(error instanceof UploadFailedError)) throw error;
    const { failure } = error;
    if (failure.kind === 'status') throw new ScanUploadError(s.uploadFailedStatus(failure.status), failure.status);
    throw new ScanUploadError(failure.kind === 'network' ? s.uploadNetworkError : s.uploadAborted, 0);
  }
}
