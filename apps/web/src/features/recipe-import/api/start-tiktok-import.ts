import { tiktokImportResponse } from '@sous/contract/recipe-import';
import type { z } from 'zod/mini';
import { api } from '../../../lib/api-client';

export type TikTokImportStarted = z.infer<typeof tiktokImportResponse>;

/** `POST /api/import/tiktok` (spec 3 §7): the request always attests to the rights (spec 3 §5). */
export async function startTikTokImport(tiktokUrl: string): Promise<TikTokImportStarted> {
  return tiktokImportResponse.parse(await api.post('/import/tiktok', { tiktokUrl, attestRights: true }));
}
