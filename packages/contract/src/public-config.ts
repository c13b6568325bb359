import { z } from 'zod/mini';

/** `GET /api/config`: what the SPA needs at run time. It holds no secrets. */
export const publicConfigResponse = z.object({
  publicUrl: z.string(),
  oidc: z.object({ issuer: z.string(), clientId: z.string(), audience: z.string() }),
  billing: z.object({ provider: z.enum(['local', 'stripe']), monthlyPriceId: z.string(), yearlyPriceId: z.string() }),
  analytics: z.nullable(z.object({ scriptUrl: z.string(), siteId: z.string() })),
});
export type PublicConfig = z.infer<typeof publicConfigResponse>;
