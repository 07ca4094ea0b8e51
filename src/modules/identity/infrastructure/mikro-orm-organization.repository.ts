import { inject, injectable } from 'inversify';
import type { EntityManager } from '@mikro-orm/core';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { OrganizationRepository } from '../domain/team.ports.ts';
import { byRoleThenEmail, type OrganizationRef, type TeamMemberRecord } from '../domain/team.ts';
import { OrganizationEntity, UserEntity } from './identity.entities.ts';

@injectable()
export class MikroOrmOrganizationRepository implements OrganizationRepository {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async membersOf(organizationId: number): Promise<TeamMemberRecord[]> {
    const rows = await this.em.find(UserEntity, { organization: organizationId }, {
      fields: ['id', 'email', 'role', 'organizationJoinedAt'],
    });
    return rows
      .map((row) => ({ userId: row.id, email: row.email, role: row.role, joinedAt: row.organizationJoinedAt ?? null }))
      .sort(byRoleThenEmail);
  }

  async isMember(organizationId: number, userId: number): Promise<boolean> {
    return (await this.em.count(UserEntity, { id: userId, organization: organizationId })) > 0;
  }

  async findById(id: number): Promise<OrganizationRef | null> {
    const row = await this.em.findOne(OrganizationEntity, { id });
    return row && { id: row.id, name: row.name };
  }
}
