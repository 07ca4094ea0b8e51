import { inject, injectable } from 'inversify';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { InvitationRepository } from '../domain/team.ports.ts';
import type { Invitation, NewInvitation } from '../domain/invitation.ts';
import { TeamInvitationEntity } from './identity.entities.ts';

function toDomain(row: TeamInvitationEntity): Invitation {
  return {
    id: row.id,
    organizationId: row.organization.id,
    email: row.email,
    tokenHash: row.tokenHash,
    invitedByUserId: row.invitedByUserId ?? null,
    status: row.status,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    expiresAt: row.expiresAt,
    closedAt: row.closedAt ?? null,
    acceptedUserId: row.acceptedUserId ?? null,
  };
}

const LOCKED = { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } as const;

@injectable()
export class MikroOrmInvitationRepository implements InvitationRepository {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async findByTokenHash(tokenHash: string, lock: boolean): Promise<Invitation | null> {
    const row = await this.em.findOne(TeamInvitationEntity, { tokenHash }, lock ? LOCKED : {});
    return row && toDomain(row);
  }

  async findPendingForUpdate(organizationId: number, email: string): Promise<Invitation | null> {
    const row = await this.em.findOne(TeamInvitationEntity, { organization: organizationId, email, status: 'pending' }, LOCKED);
    return row && toDomain(row);
  }

  async findInOrganizationForUpdate(organizationId: number, id: number): Promise<Invitation | null> {
    const row = await this.em.findOne(TeamInvitationEntity, { id, organization: organizationId }, LOCKED);
    return row && toDomain(row);
  }

  async listPending(organizationId: number): Promise<Invitation[]> {
    const rows = await this.em.find(TeamInvitationEntity, { organization: organizationId, status: 'pending' }, { orderBy: { sentAt: 'desc', id: 'desc' } });
    return rows.map(toDomain);
  }

  async add(invitation: NewInvitation): Promise<Invitation> {
    const { organizationId, ...fields } = invitation;
    const row = this.em.create(TeamInvitationEntity, { ...fields, organization: organizationId, status: 'pending', createdAt: new Date() });
    await this.em.flush();
    return toDomain(row);
  }

  async save(invitation: Invitation): Promise<void> {
    const row = await this.em.findOneOrFail(TeamInvitationEntity, { id: invitation.id });
    const { id: _id, organizationId: _org, createdAt: _created, ...fields } = invitation;
    this.em.assign(row, fields);
    await this.em.flush();
  }

  async remove(id: number): Promise<void> {
    await this.em.nativeDelete(TeamInvitationEntity, { id });
  }
}
