import type { GenerateRequest, GenerationLimits, GenerationStatus } from '@sous/contract/recipe-api';
import { api } from '../../../lib/api-client';

/** `POST /api/recipes/generate` (spec 2 §7). */
export function startGeneration(body: Partial<GenerateRequest>, signal?: AbortSignal) {
  return api.post<{ requestId: string; limits: GenerationLimits }>('/recipes/generate', body, { signal });
}

/** `GET /api/recipes/status/{id}`. */
export function generationStatus(requestId: string, signal?: AbortSignal) {
  return api.get<GenerationStatus>(`/recipes/status/${requestId}`, { signal });
}
