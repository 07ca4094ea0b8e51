import { z } from 'zod';
import { HUB_LIMITS, type InvokeFrame } from '#src/shared/hub-protocol.ts';

export type { ServerFrame } from '#src/shared/hub-protocol.ts';

/** client -> server, as the hub reads it (the protocol itself is src/shared/hub-protocol.ts). */
export const invokeFrame = z.object({
  type: z.literal('invoke'),
  id: z.union([z.string().min(1).max(HUB_LIMITS.maxIdLength), z.number().int()]).transform(String),
  method: z.string().min(1).max(HUB_LIMITS.maxMethodLength),
  args: z.array(z.unknown()).max(HUB_LIMITS.maxArgs).default([]),
}) satisfies z.ZodType<InvokeFrame, unknown>;
