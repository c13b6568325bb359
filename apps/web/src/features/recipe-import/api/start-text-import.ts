import { importStartedResponse } from '@sous/contract/recipe-import';
import { api } from '../../../lib/api-client';

/** `POST /api/recipe-import/text`: pasted recipe text; the import's id to follow. */
export async function startTextImport(text: string): Promise<string> {
  return importStartedResponse.parse(await api.post('/recipe-import/text', { text })).importId;
}
