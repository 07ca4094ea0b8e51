import { inject, injectable } from 'inversify';
import { SECURITY } from '../security.tokens.ts';
import type { AuditLog } from '../domain/audit.ts';
import type { AuditPage } from '../http/audit.contracts.ts';

/** The audit trail on a user's page (R2.10): what SuperAdmins changed on the account, newest first. */
@injectable()
export class ListAuditEntries {
  constructor(@inject(SECURITY.AuditLog) private readonly log: AuditLog) {}

  async execute(targetUserId: number, page: number, pageSize: number): Promise<AuditPage> {
    const { items, total } = await this.log.listFor(targetUserId, page, pageSize);
    return {
      items: items.map((e) => ({ ...e, at: e.at.toISOString() })),
      total, page, pageSize,
    };
  }
}
