import { z } from 'zod';
import { pathId } from '#src/platform/http/path-id.contracts.ts';

/**
 * The SuperAdmin audit trail (R2.10): every change a SuperAdmin makes to an account — who, what,
 * the fields before and after, when, and from which address. Read on the user's detail page.
 */

export const AUDIT_ACTIONS = [
  'user.created', 'user.updated', 'user.password-reset', 'user.subscription-updated', 'user.deleted', 'superadmin.password-changed',
  // Scenario management (R2.11): no target user, so never on a user's page; in the system data export.
  'scenario.created', 'scenario.updated', 'scenario.retired', 'scenario.deleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const auditParams = z.object({ id: pathId });

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  actorEmail: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  targetUserId: z.number().int().nullable(),
  targetEmail: z.string().nullable(),
  /** Only the fields that changed, as they were and as they became; secrets appear as "(changed)". */
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
});
export const auditPage = z.object({
  items: z.array(auditEntry), total: z.number().int(), page: z.number().int(), pageSize: z.number().int(),
});

export type AuditEntryView = z.infer<typeof auditEntry>;
export type AuditPage = z.infer<typeof auditPage>;
