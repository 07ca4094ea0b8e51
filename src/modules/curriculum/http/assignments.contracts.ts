import { z } from 'zod';
import { pathId } from '#src/platform/http/path-id.contracts.ts';
import { DEFAULT_PASS_SCORE } from '../domain/assignment.ts';
import { isCalendarDay } from '../domain/assignment-rules.ts';

/** Contracts of team assignments (issue R2.9, "Assignments"): set by an Admin, done by the team's members. */

/** Ids are PostgreSQL integers: a larger number is refused here rather than failing in the database. */
const id = z.int().positive().max(2_147_483_647);
const DAY_MESSAGE = 'Use a date as YYYY-MM-DD.';
const status = z.enum(['notStarted', 'inProgress', 'passed', 'pastDue']);

export const createAssignmentBody = z.object({
  scenarioId: id,
  dueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, DAY_MESSAGE).refine(isCalendarDay, DAY_MESSAGE),
  passScore: z.number().min(1, 'The pass score is from 1 to 10.').max(10, 'The pass score is from 1 to 10.')
    .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, 'Use at most one decimal.')
    .default(DEFAULT_PASS_SCORE),
  /** Omitted or empty: the whole team, including members who join later. */
  memberIds: z.array(id).max(1000, 'Choose at most 1000 members.').default([]),
});

export const assignmentIdParams = z.object({ id: pathId });

export const assignmentMember = z.object({
  userId: z.int(),
  email: z.string(),
  status,
  /** The best analysed overall since the assignment was made. */
  bestScore: z.number().nullable(),
  lastActivityAt: z.string().nullable(),
});

export const assignment = z.object({
  id: z.int(),
  scenarioId: z.int(),
  scenarioName: z.string(),
  scenarioName_ru: z.string(),
  dueDate: z.string(),
  passScore: z.number(),
  /** False once the scenario is retired or removed: nobody can start it any more, so nothing is due. */
  available: z.boolean(),
  wholeTeam: z.boolean(),
  createdAt: z.string(),
  counts: z.object({ notStarted: z.int(), inProgress: z.int(), passed: z.int(), pastDue: z.int() }),
  /** The team's current members it is for (whole team: every learner), by email. */
  members: z.array(assignmentMember),
});
export const assignmentList = z.array(assignment);

export const myAssignment = z.object({
  id: z.int(),
  scenarioId: z.int(),
  scenarioName: z.string(),
  scenarioName_ru: z.string(),
  dueDate: z.string(),
  passScore: z.number(),
  status,
  bestScore: z.number().nullable(),
  /** False once the scenario is retired or removed: it can no longer be started. */
  available: z.boolean(),
  /** The learner's latest session of it that counts and is still under way: Continue opens it at no cost. */
  sessionId: z.int().nullable(),
});
export const myAssignmentList = z.array(myAssignment);

export type CreateAssignmentBody = z.output<typeof createAssignmentBody>;
export type AssignmentView = z.infer<typeof assignment>;
export type MyAssignment = z.infer<typeof myAssignment>;
