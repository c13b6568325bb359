import { importStatusSchema, type ImportStatusResponse } from '@sous/contract/recipe-import';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';
import { normalizeIngredients } from '../normalize-ingredients';

/**
 * An import status as the server sent it, read with the contract after the spec's ingredient
 * normalisation (spec 3 §4, §5): ingredient lines written as text or with other field names
 * become `{quantity, unit, name}` before the schema checks them.
 */
export function readImportStatus(raw: unknown): ImportStatusResponse {
  if (typeof raw === 'object' && raw !== null) {
    const record = raw as Record<string, unknown>;
    const data = record.recipeData;
    if (typeof data === 'object' && data !== null) {
      const recipe = data as Record<string, unknown>;
      return importStatusSchema.parse({ ...record, recipeData: { ...recipe, ingredients: normalizeIngredients(recipe.ingredients) } });
    }
  }
  return importStatusSchema.parse(raw);
}

/** `GET /api/recipe-import/status/{importId}` (spec 3 §7): where one import stands. */
export async function fetchImportStatus(importId: string, signal?: AbortSignal): Promise<ImportStatusResponse> {
  return readImportStatus(await api.get(`/recipe-import/status/${encodeURIComponent(importId)}`, { signal }));
}

/**
 * Query options for one import's status. Each poll asks afresh and a failed poll is not retried
 * here: the screens decide (the photo screen stops, spec 3 §4).
 */
export const importStatusQueryOptions = (userId: string | null, importId: string) =>
  queryOptions({
    queryKey: queryKeys.importStatus(userId, importId),
    queryFn: userId === null ? skipToken : ({ signal }) => fetchImportStatus(importId, signal),
    staleTime: 0,
    retry: false,
  });

/** One import's status, read once (the review screen). */
export function useImportStatus(importId: string) {
  const { user } = useSession();
  return useQuery({ ...importStatusQueryOptions(user?.id ?? null, importId), enabled: importId !== '', refetchOnWindowFocus: false });
}
