import { deleteAllResponse } from '@sous/contract/user-data';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `DELETE /api/user-data/delete-all`: erases the account and everything in it. */
export async function deleteAllUserData(): Promise<void> {
  deleteAllResponse.parse(await api.delete('/user-data/delete-all'));
}

/** Erases everything the signed-in person owns (the screen asks twice before calling it). */
export function useDeleteAllUserData() {
  return useMutation({ mutationFn: deleteAllUserData });
}
