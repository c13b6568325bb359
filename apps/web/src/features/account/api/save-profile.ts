import { userSettingsSchema, type UserSettings } from '@sous/contract/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';

export interface ProfileInput {
  firstName: string;
  lastName: string;
  email: string;
}

/** `PUT /api/user-data` with `{profile}` (spec 1 §7): first name trimmed and required, last name trimmed. */
export async function saveProfile(profile: ProfileInput): Promise<UserSettings> {
  const body = {
    profile: { firstName: profile.firstName.trim(), lastName: profile.lastName.trim(), email: profile.email, updatedAt: new Date().toISOString() },
  };
  return userSettingsSchema.parse(await api.put('/user-data', body));
}

/** Saves the profile, then refreshes the signed-in person's settings (waited for by mutateAsync). */
export function useSaveProfile() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.userData(user?.id ?? null) }),
  });
}
