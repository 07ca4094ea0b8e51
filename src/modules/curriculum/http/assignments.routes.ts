import { ApiRouter } from '#src/platform/http/api-router.ts';
import { TEAM_ADMIN_ROLES } from '#src/modules/identity/index.ts';
import type { AuthUser } from '#src/platform/http/auth.ts';
import * as c from './assignments.contracts.ts';
import type { CreateAssignment } from '../application/create-assignment.ts';
import type { ListTeamAssignments } from '../application/list-team-assignments.ts';
import type { RemoveAssignment } from '../application/remove-assignment.ts';
import type { ListMyAssignments } from '../application/list-my-assignments.ts';

const me = (user: AuthUser | undefined) => user as AuthUser; // auth routes always have one
const NO_ORGANISATION = "TEAM.NO_ORGANISATION 'Your account is not part of an organisation yet.'";

export interface AssignmentUseCases {
  createAssignment: CreateAssignment;
  listTeamAssignments: ListTeamAssignments;
  removeAssignment: RemoveAssignment;
  listMyAssignments: ListMyAssignments;
}

/** Issue R2.9 "Assignments": an Admin sets scenarios for their team; each member sees their own. */
export function assignmentsRouter({ createAssignment, listTeamAssignments, removeAssignment, listMyAssignments }: AssignmentUseCases): ApiRouter {
  const r = new ApiRouter();
  r.route(
    { method: 'post', path: '/api/admin/assignments', summary: 'Assign a scenario to members of the team, or the whole team, with a due date and a pass score',
      tag: 'admin', auth: TEAM_ADMIN_ROLES, body: c.createAssignmentBody, success: { status: 201, schema: c.assignment },
      errors: { 400: "VALIDATION_FAILED: an unknown scenarioId, a dueDate before today (UTC), memberIds not in the team, "
        + "members who already have the scenario in an open assignment (problem 'alreadyAssigned' with email and dueDate)", 409: NO_ORGANISATION } },
    async ({ user, body }): Promise<c.AssignmentView> => createAssignment.execute(me(user).id, body),
  );
  r.route(
    { method: 'get', path: '/api/admin/assignments', summary: 'The team’s assignments with each member’s status, due date ascending, then newest',
      tag: 'admin', auth: TEAM_ADMIN_ROLES, success: { status: 200, schema: c.assignmentList }, errors: { 409: NO_ORGANISATION } },
    async ({ user }): Promise<c.AssignmentView[]> => listTeamAssignments.execute(me(user).id),
  );
  r.route(
    { method: 'delete', path: '/api/admin/assignments/:id', summary: 'Withdraw one of the team’s assignments',
      tag: 'admin', auth: TEAM_ADMIN_ROLES, params: c.assignmentIdParams, success: { status: 204, schema: null },
      errors: { 404: "ASSIGNMENT.NOT_FOUND 'Assignment not found.' (also for another organisation's)", 409: NO_ORGANISATION } },
    async ({ user, params }) => removeAssignment.execute(me(user).id, params.id),
  );
  r.route(
    { method: 'get', path: '/api/assignments', summary: 'The caller’s own assignments from their team, one per scenario, due date ascending (empty outside a team)',
      tag: 'assignments', auth: true, success: { status: 200, schema: c.myAssignmentList } },
    async ({ user }): Promise<c.MyAssignment[]> => listMyAssignments.execute(me(user)),
  );
  return r;
}
