import type { AuditRecord } from '../domain/ports.ts';
import type { User } from '../domain/user.ts';

/** The SuperAdmin making a change, as the audit trail records them (R2.10). */
export interface Actor {
  id: number;
  email: string;
  /** The client's address, as TRUST_PROXY lets the server know it. */
  ip: string | null;
  /** The sign-in the request came from. */
  sessionId: string | null;
}

/** Who made a change, as the trail names them: a SuperAdmin, or the CLI's operator (no account, 'cli'). */
export type Operator = Pick<AuditRecord, 'actorId' | 'actorEmail' | 'ip'>;

/** The operator at the CLI (ADR 0030). */
export const CLI_OPERATOR: Operator = { actorId: null, actorEmail: 'cli', ip: null };

export function operatorRecord(
  by: Operator, action: AuditRecord['action'], target: Pick<User, 'id' | 'email'>, change: Pick<AuditRecord, 'before' | 'after'>,
): AuditRecord {
  return { ...by, action, targetUserId: target.id, targetEmail: target.email, ...change };
}

export function auditRecord(
  actor: Actor, action: AuditRecord['action'], target: Pick<User, 'id' | 'email'>, change: Pick<AuditRecord, 'before' | 'after'>,
): AuditRecord {
  return operatorRecord({ actorId: actor.id, actorEmail: actor.email, ip: actor.ip }, action, target, change);
}
