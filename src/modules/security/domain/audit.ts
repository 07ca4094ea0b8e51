import type { AuditRecord } from '#src/modules/identity/index.ts';

/** One SuperAdmin change as the trail keeps it (R2.10): the record identity gave, and when. */
export interface AuditEntry extends AuditRecord {
  id: number;
  at: Date;
}

/** The audit trail as the SuperAdmin reads it; identity writes it through its AuditTrail port. */
export interface AuditLog {
  /** Entries about one account, newest first. */
  listFor(targetUserId: number, page: number, pageSize: number): Promise<{ items: AuditEntry[]; total: number }>;
}
