import { importStartedResponse } from '@sous/contract/recipe-import';
import { api } from '../../../lib/api-client';

/** `POST /api/recipe-import/web`: a recipe page's address; the import's id to follow. */
export async function startWebImport(url: string): Promise<{ importId: string }> {
  return importStartedResponse.parse(await api.post('/recipe-import/web', { url, attestRights: true }));
}
