import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userDataKey } from './user-data';

/** `PUT /api/user-data` with `{operation:'setScreenName', screenName}`, lowercased first (spec 1 §5). */
export function setScreenName(screenName: string): Promise<unknown> {
  return api.put('/user-data', { operation: 'setScreenName', screenName: screenName.trim().toLowerCase() });
}

export function useSetScreenName() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setScreenName, onSuccess: () => client.invalidateQueries({ queryKey: userDataKey }) });
}
