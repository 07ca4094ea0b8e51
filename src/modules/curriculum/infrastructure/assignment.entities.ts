import { defineEntity, p } from '@mikro-orm/core';

/** Scenarios an Admin set for their team (organisations and users belong to identity: plain ids here). */
export const AssignmentSchema = defineEntity({
  name: 'Assignment',
  tableName: 'assignments',
  properties: {
    id: p.integer().primary().autoincrement(),
    organizationId: p.integer().index(),
    scenarioId: p.integer(),
    /** A calendar day (`YYYY-MM-DD`, read back as that string): the last day in time. */
    dueDate: p.date(),
    passScore: p.double(),
    /** For every member, including those who join later: no member rows then. */
    wholeTeam: p.boolean(),
    /** Null once the Admin who set it was deleted (ADR 0030): the assignment is the team's. */
    createdByUserId: p.integer().nullable(),
    createdAt: p.datetime(),
  },
});
export class AssignmentEntity extends AssignmentSchema.class {}
AssignmentSchema.setClass(AssignmentEntity);

/** The members an assignment was set for, when not the whole team. */
export const AssignmentMemberSchema = defineEntity({
  name: 'AssignmentMember',
  tableName: 'assignment_members',
  properties: {
    assignment: () => p.manyToOne(AssignmentEntity).primary().deleteRule('cascade'),
    /** Indexed: a member's own list starts from their rows. */
    userId: p.integer().primary().autoincrement(false).index(),
  },
});
export class AssignmentMemberEntity extends AssignmentMemberSchema.class {}
AssignmentMemberSchema.setClass(AssignmentMemberEntity);

export const assignmentEntities = [AssignmentSchema, AssignmentMemberSchema];
