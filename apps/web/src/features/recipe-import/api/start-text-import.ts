import type { ImportStatusResponse } from '@sous/contract/recipe-import';
import { api } from '../../../lib/api-client';
import { readImportStatus } from './import-status';

/** `POST /api/recipe-import/text`: pasted recipe text, read at once; answers the import's status (COMPLETE or FAILED). */
export async function startTextImport(text: string): Promise<{ importId: string; status: ImportStatusResponse }> {
  const status = readImportStatus(await api.post('/recipe-import/text', { text }));
  return { importId: status.importId, status };
}
