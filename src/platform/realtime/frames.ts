import { z } from 'zod';

/** client -> server */
export const invokeFrame = z.object({
  type: z.literal('invoke'),
  id: z.union([z.string().min(1).max(64), z.number().int()]).transform(String),
  method: z.string().min(1).max(64),
  args: z.array(z.unknown()).max(16).default([]),
});

/** server -> client */
export type ServerFrame =
  | { type: 'result'; id: string | null; ok: true; result: unknown }
  | { type: 'result'; id: string | null; ok: false; error: { code: string; message: string; details?: unknown } }
  | { type: 'event'; name: string; data: unknown };
