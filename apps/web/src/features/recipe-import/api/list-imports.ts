import { IMPORT, type ImportStatusResponse } from '@sous/contract/recipe-import';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';
import { readImportStatus } from './import-status';

/** `GET /api/recipe-import?limit={n}` (spec 3 §7, default 10): the caller's newest imports. */
export async function fetchImports(limit: number = IMPORT.listDefaultLimit, signal?: AbortSignal): Promise<ImportStatusResponse[]> {
  const answer = await api.get<{ imports?: unknown } | undefined>(`/recipe-import?limit=${String(limit)}`, { signal });
  const imports = Array.isArray(answer?.imports) ? answer.imports : [];
  return imports.map(readImportStatus);
}

/** How long after it started an import is still worth waiting for (an upload left half done is not). */
const WATCH_FOR_MS = 30 * 60_000;
const working = (item: ImportStatusResponse) =>
  (item.status === 'UPLOADING' || item.status === 'PROCESSING') && Date.now() - Date.parse(item.createdAt) < WATCH_FOR_MS;

/**
 * Query options for the newest imports. While one started in the last half hour is still being
 * read the list is asked for again every 3 s, so it turns into a link to its review when done.
 */
export const importsQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: queryKeys.imports(userId),
    queryFn: userId === null ? skipToken : ({ signal }) => fetchImports(IMPORT.listDefaultLimit, signal),
    refetchInterval: (query) => (query.state.data?.some(working) ? IMPORT.pollIntervalMs : false),
  });

/** The signed-in person's newest imports (idle while signed out). */
export function useImports() {
  const { user } = useSession();
  return useQuery(importsQueryOptions(user?.id ?? null));
}
