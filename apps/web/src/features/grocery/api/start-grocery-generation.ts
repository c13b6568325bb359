import { groceryGenerationStarted, type GenerateGroceryListBody } from '@sous/contract/grocery';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { api } from '../../../lib/api-client';

export type GroceryGenerationStarted = z.infer<typeof groceryGenerationStarted>;

/** `POST /api/grocery-lists` with generateAsync: true (spec 3 §4): the request id to poll. */
export async function startGroceryGeneration(body: GenerateGroceryListBody): Promise<GroceryGenerationStarted> {
  return groceryGenerationStarted.parse(await api.post('/grocery-lists', body));
}

/** Starts making a list from saved recipes; nothing cached changes until the status says completed. */
export function useStartGroceryGeneration() {
  return useMutation({ mutationFn: startGroceryGeneration });
}
