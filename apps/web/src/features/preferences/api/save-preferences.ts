import { savedPreferencesResponse, type Preferences } from '@sous/contract/preferences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';

/** `PUT /api/user-data/user-preferences` (premium only: the server refuses others with 403). */
export async function savePreferences(preferences: Preferences): Promise<Partial<Preferences>> {
  return savedPreferencesResponse.parse(await api.put('/user-data/user-preferences', { preferences })).preferences;
}

/** Saves the preferences, then refreshes the signed-in person's saved copy. */
export function useSavePreferences() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.preferences(user?.id ?? null) }),
  });
}
