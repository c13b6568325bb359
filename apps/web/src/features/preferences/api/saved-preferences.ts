import { savedPreferencesResponse, type Preferences } from '@sous/contract/preferences';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';

/** `GET /api/user-data/user-preferences`: the saved preferences, `{}` when none are saved (spec 1 §7). */
export async function fetchSavedPreferences(signal?: AbortSignal): Promise<Partial<Preferences>> {
  return savedPreferencesResponse.parse(await api.get('/user-data/user-preferences', { signal })).preferences;
}

/** Query options for one person's saved preferences; without a person the query never runs. */
export const savedPreferencesQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: queryKeys.preferences(userId),
    queryFn: userId === null ? skipToken : ({ signal }) => fetchSavedPreferences(signal),
  });

/** The signed-in person's saved preferences (idle while signed out). */
export function useSavedPreferences() {
  const { user } = useSession();
  return useQuery(savedPreferencesQueryOptions(user?.id ?? null));
}
