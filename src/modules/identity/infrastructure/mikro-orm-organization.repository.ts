import { inject, injectable } from 'inversify';
import { LockMode, UniqueConstraintViolationException, raw, type EntityManager } from '@mikro-orm/core';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { OrganizationRepository } from '../domain/team.ports.ts';
import { byRoleThenEmail, type Organization, type TeamMemberDetails } from '../domain/team.ts';
import { teamErrors } from '../domain/team.errors.ts';
import { OrganizationEntity, UserEntity } from './identity.entities.ts';

const toDomain = (row: OrganizationEntity): Organization => ({ id: row.id, name: row.name, invitationLocale: row.invitationLocale ?? null });
/** The name in any case, compared as the unique index on lower(name) compares it (and so through that index). */
const sameName = (name: string) => ({ [raw((alias) => `lower(${alias}.name)`)]: raw('lower(?)', [name]) });

@injectable()
export class MikroOrmOrganizationRepository implements OrganizationRepository {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async membersOf(organizationId: number): Promise<TeamMemberDetails[]> {
    const rows = await this.em.find(UserEntity, { organization: organizationId }, {
      fields: ['id', 'email', 'role', 'level', 'experiencePoints', 'invitedAt', 'organizationJoinedAt'],
    });
    return rows
      .map((row) => ({
        userId: row.id, email: row.email, role: row.role, joinedAt: row.organizationJoinedAt ?? null,
        level: row.level ?? null, experiencePoints: row.experiencePoints, invitedAt: row.invitedAt ?? null,
      }))
      .sort(byRoleThenEmail);
  }

  async isMember(organizationId: number, userId: number): Promise<boolean> {
    return (await this.em.count(UserEntity, { id: userId, organization: organizationId })) > 0;
  }

  async findById(id: number): Promise<Organization | null> {
    const row = await this.em.findOne(OrganizationEntity, { id });
    return row && toDomain(row);
  }

  async findForUpdate(id: number): Promise<Organization | null> {
    const row = await this.em.findOne(OrganizationEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    return row && toDomain(row);
  }

  async findByName(name: string): Promise<Organization | null> {
    const row = await this.em.findOne(OrganizationEntity, sameName(name));
    return row && toDomain(row);
  }

  async add(name: string): Promise<Organization> {
    if (await this.findByName(name)) throw teamErrors.nameTaken();
    const row = this.em.create(OrganizationEntity, { name, createdAt: new Date() });
    await this.flushOrNameTaken();
    return toDomain(row);
  }

  async save(organization: Organization): Promise<void> {
    const other = await this.findByName(organization.name);
    if (other && other.id !== organization.id) throw teamErrors.nameTaken();
    const row = await this.em.findOneOrFail(OrganizationEntity, { id: organization.id });
    this.em.assign(row, { name: organization.name, invitationLocale: organization.invitationLocale });
    await this.flushOrNameTaken();
  }

  async list(): Promise<(Organization & { members: number; createdAt: Date })[]> {
    const rows = await this.em.find(OrganizationEntity, {}, { orderBy: { name: 'asc' } });
    const counts = (await this.em.getConnection().execute(
      'select organization_id, count(*) as members from users where organization_id is not null group by organization_id',
    )) as { organization_id: number; members: string | number }[];
    const byId = new Map(counts.map((c) => [Number(c.organization_id), Number(c.members)]));
    return rows.map((row) => ({ ...toDomain(row), createdAt: row.createdAt, members: byId.get(row.id) ?? 0 }));
  }

  /** Two creations or renames racing for one name: the unique index decides. */
  private async flushOrNameTaken(): Promise<void> {
    try {
      await this.em.flush();
    } catch (e) {
      if (e instanceof UniqueConstraintViolationException) {
        this.em.clear();
        throw teamErrors.nameTaken();
      }
      throw e;
    }
  }
}
