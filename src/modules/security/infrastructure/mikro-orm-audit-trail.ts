import { inject, injectable } from 'inversify';
import type { EntityManager } from '@mikro-orm/sql';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { AuditRecord, AuditTrail } from '#src/modules/identity/index.ts';
import type { AuditEntry, AuditLog } from '../domain/audit.ts';
import { AuditEntryEntity } from './security.entities.ts';

const toEntry = (r: AuditEntryEntity): AuditEntry => ({
  id: r.id, at: r.at, actorId: r.actorId ?? null, actorEmail: r.actorEmail, action: r.action, targetUserId: r.targetUserId ?? null,
  targetEmail: r.targetEmail ?? null, before: { ...r.before }, after: { ...r.after }, ip: r.ip ?? null,
});

/** Identity's AuditTrail port, and the trail's reading. Writes join the caller's transaction: the entry stands or falls with the change. */
@injectable()
export class MikroOrmAuditTrail implements AuditTrail, AuditLog {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async record(entry: AuditRecord): Promise<void> {
    await this.em.insert(AuditEntryEntity, { ...entry, ip: entry.ip?.slice(0, 64) ?? null, at: new Date() });
  }

  async listFor(targetUserId: number, page: number, pageSize: number): Promise<{ items: AuditEntry[]; total: number }> {
    const [rows, total] = await this.em.findAndCount(AuditEntryEntity, { targetUserId }, {
      orderBy: { at: 'desc', id: 'desc' }, limit: pageSize, offset: (page - 1) * pageSize,
    });
    return { items: rows.map(toEntry), total };
  }
}
