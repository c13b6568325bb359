import type { Preferences } from '@sous/contract/preferences';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const preferencesKey = ['user-preferences'] as const;

/** `GET /api/user-data/user-preferences`: `{}` when none are saved (spec 1 §7). */
export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: preferencesKey,
    queryFn: async ({ signal }) =>
      (await api.get<{ preferences: Partial<Preferences> }>('/user-data/user-preferences', { signal })).preferences,
  });

export function useSavedPreferences(enabled: boolean) {
  return useQuery({ ...preferencesQueryOptions(), enabled });
}

/** `PUT /api/user-data/user-preferences` (premium only on the server). */
export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (preferences: Preferences) => api.put('/user-data/user-preferences', { preferences }),
    onSuccess: () => client.invalidateQueries({ queryKey: preferencesKey }),
  });
}
