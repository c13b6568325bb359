import { generateResponseSchema, type GenerateRequest } from '@sous/contract/recipe-api';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { api } from '../../../lib/api-client';

export type GenerationStarted = z.infer<typeof generateResponseSchema>;

/** `POST /api/recipes/generate` (spec 2 §7): the request id to poll and today's allowance. */
export async function startGeneration(body: Partial<GenerateRequest>, signal?: AbortSignal): Promise<GenerationStarted> {
  return generateResponseSchema.parse(await api.post('/recipes/generate', body, { signal }));
}

/**
 * Starts a generation. Nothing cached changes yet: the recipes exist once the status says
 * completed, and useGeneration refreshes the person's recipes then.
 */
export function useStartGeneration() {
  return useMutation({ mutationFn: (body: Partial<GenerateRequest>) => startGeneration(body) });
}
