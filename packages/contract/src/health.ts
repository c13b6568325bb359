import { z } from 'zod/mini';

/** `GET /api/health`: the process is up and the database answers. */
export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  version: z.string(),
  time: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponse>;
