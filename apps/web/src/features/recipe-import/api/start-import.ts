import { api } from '../../../lib/api-client';

/**
 * `POST /api/recipe-import/{importId}/start`: every page has arrived, read them now. (The server
 * also starts by itself when the last page lands; asking again is harmless.)
 */
export async function startImport(importId: string): Promise<void> {
  await api.post(`/recipe-import/${encodeURIComponent(importId)}/start`);
}
