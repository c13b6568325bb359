import { userSettingsSchema, type UserSettings } from '@sous/contract/user';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';
import { useSession } from './session';

/**
 * `GET /api/user-data`: the signed-in person's settings. The session reads it for the name,
 * screen name and tier; account screens read and change it.
 */
export async function fetchUserData(signal?: AbortSignal): Promise<UserSettings> {
  return userSettingsSchema.parse(await api.get('/user-data', { signal }));
}

/** Query options for one person's settings; without a person the query never runs. */
export const userDataQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: queryKeys.userData(userId),
    queryFn: userId === null ? skipToken : ({ signal }) => fetchUserData(signal),
  });

/** The signed-in person's settings (idle while signed out). */
export function useUserData() {
  const { user } = useSession();
  return useQuery(userDataQueryOptions(user?.id ?? null));
}
