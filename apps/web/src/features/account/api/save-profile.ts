import type { UserSettings } from '@sous/contract/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userDataKey } from './user-data';

export interface ProfileInput {
  firstName: string;
  lastName: string;
  email: string;
}

/** `PUT /api/user-data` with `{profile}` (spec 1 §7): first name trimmed and required, last name trimmed. */
export function saveProfile(profile: ProfileInput): Promise<UserSettings> {
  return api.put('/user-data', {
    profile: { firstName: profile.firstName.trim(), lastName: profile.lastName.trim(), email: profile.email, updatedAt: new Date().toISOString() },
  });
}

export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveProfile, onSuccess: () => client.invalidateQueries({ queryKey: userDataKey }) });
}
