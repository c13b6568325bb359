import { userSettingsSchema, type UserSettings } from '@sous/contract/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Query key of the signed-in user's settings; mutations that change them invalidate it. */
export const userDataKey = ['user-data'] as const;

/** `GET /api/user-data`: the user settings (defaults when signed out). */
export async function fetchUserData(signal?: AbortSignal): Promise<UserSettings> {
  return userSettingsSchema.parse(await api.get('/user-data', { signal }));
}

export const userDataQueryOptions = () => queryOptions({ queryKey: userDataKey, queryFn: ({ signal }) => fetchUserData(signal) });

/** The user settings, loaded only while `enabled` (signed in). */
export function useUserData(enabled = true) {
  return useQuery({ ...userDataQueryOptions(), enabled });
}
