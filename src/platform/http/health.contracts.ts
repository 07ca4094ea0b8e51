import { z } from 'zod';

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.enum(['ok', 'unavailable']),
});
export type HealthResponse = z.infer<typeof healthResponse>;
