import { userSettingsSchema, type UserSettings } from '@sous/contract/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';

/** `PUT /api/user-data` with `{operation:'setScreenName', screenName}`, lowercased first (spec 1 §5). */
export async function setScreenName(screenName: string): Promise<UserSettings> {
  const body = { operation: 'setScreenName', screenName: screenName.trim().toLowerCase() };
  return userSettingsSchema.parse(await api.put('/user-data', body));
}

/** Sets the screen name, then refreshes the signed-in person's settings. */
export function useSetScreenName() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: setScreenName,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.userData(user?.id ?? null) }),
  });
}
