import { inject, injectable } from 'inversify';
import type { EntityManager } from '@mikro-orm/sql';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { Assignment, NewAssignment } from '../domain/assignment.ts';
import type { AssignmentRepository } from '../domain/assignment.ports.ts';
import { AssignmentEntity, AssignmentMemberEntity } from './assignment.entities.ts';

const ORDER = { dueDate: 'asc', createdAt: 'desc', id: 'desc' } as const;

/** The first key of the team's advisory lock: a number no other lock here uses. */
const ASSIGNMENTS_LOCK_SPACE = 7_236_101;

@injectable()
export class MikroOrmAssignmentRepository implements AssignmentRepository {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async holdTeam(organizationId: number): Promise<void> {
    // A transaction-level advisory lock, keyed (assignments, organisation): no row need exist to be locked.
    await this.em.execute('select pg_advisory_xact_lock(?, ?)', [ASSIGNMENTS_LOCK_SPACE, organizationId]);
  }

  async add(assignment: NewAssignment): Promise<Assignment> {
    const { memberIds, ...columns } = assignment;
    return this.em.transactional(async (em) => {
      const row = em.create(AssignmentEntity, columns);
      await em.flush();
      for (const userId of memberIds) em.create(AssignmentMemberEntity, { assignment: row, userId });
      await em.flush();
      return { ...assignment, id: row.id };
    });
  }

  async ofOrganization(organizationId: number): Promise<Assignment[]> {
    return this.withMembers(await this.em.find(AssignmentEntity, { organizationId }, { orderBy: ORDER }));
  }

  async naming(organizationId: number, userId: number): Promise<Assignment[]> {
    const named = await this.em.find(AssignmentMemberEntity, { userId }, { fields: ['assignment'] });
    const rows = await this.em.find(AssignmentEntity,
      { organizationId, $or: [{ wholeTeam: true }, { id: { $in: named.map((m) => m.assignment.id) } }] }, { orderBy: ORDER });
    return this.withMembers(rows);
  }

  async openOf(organizationId: number, scenarioId: number, today: string): Promise<Assignment[]> {
    return this.withMembers(await this.em.find(AssignmentEntity, { organizationId, scenarioId, dueDate: { $gte: today } }, { orderBy: ORDER }));
  }

  async remove(organizationId: number, id: number): Promise<boolean> {
    return (await this.em.nativeDelete(AssignmentEntity, { id, organizationId })) > 0;
  }

  /** One query for the member rows of every assignment listed. */
  private async withMembers(rows: AssignmentEntity[]): Promise<Assignment[]> {
    const chosen = rows.filter((r) => !r.wholeTeam).map((r) => r.id);
    const members = chosen.length ? await this.em.find(AssignmentMemberEntity, { assignment: { $in: chosen } }, { orderBy: { userId: 'asc' } }) : [];
    const byAssignment = new Map<number, number[]>();
    for (const m of members) byAssignment.set(m.assignment.id, [...(byAssignment.get(m.assignment.id) ?? []), m.userId]);
    return rows.map((r) => ({
      id: r.id, organizationId: r.organizationId, scenarioId: r.scenarioId, dueDate: r.dueDate, passScore: Number(r.passScore),
      wholeTeam: r.wholeTeam, memberIds: byAssignment.get(r.id) ?? [], createdByUserId: r.createdByUserId ?? null, createdAt: r.createdAt,
    }));
  }
}
