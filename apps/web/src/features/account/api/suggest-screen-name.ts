import { screenNameSuggestionSchema } from '@sous/contract/user';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST /api/user-data/screen-name-suggestion`: a generated name that is free right now. */
export async function suggestScreenName(): Promise<string> {
  return screenNameSuggestionSchema.parse(await api.post('/user-data/screen-name-suggestion')).screenName;
}

/** Asks for a suggestion; nothing is stored, so nothing cached changes. */
export function useSuggestScreenName() {
  return useMutation({ mutationFn: suggestScreenName });
}
