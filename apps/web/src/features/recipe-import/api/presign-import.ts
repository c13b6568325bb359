import { presignMultipleResponse, type PresignMultipleResponse } from '@sous/contract/recipe-import';
import { api } from '../../../lib/api-client';

/**
 * `POST /api/recipe-import/presign-multiple` (spec 3 §7): one upload address per page, in the
 * order the pages were chosen, and the import's id.
 */
export async function presignImport(files: readonly File[]): Promise<PresignMultipleResponse> {
  const body = { files: files.map((file) => ({ contentType: file.type, filename: file.name, size: file.size })), isMultiPage: true };
  return presignMultipleResponse.parse(await api.post('/recipe-import/presign-multiple', body));
}
