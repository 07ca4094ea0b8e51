/** What a new assignment must satisfy beyond its shape: checked against today, the catalogue and the team. */

export interface AssignmentDraft {
  scenarioId: number;
  dueDate: string;
  memberIds: readonly number[];
}

export interface FieldProblem {
  path: string;
  message: string;
}

export const PROBLEMS = {
  scenario: 'Choose a scenario from the catalogue.',
  dueDate: 'Choose a due date from today on.',
  member: 'Choose members of your team.',
} as const;

export { isCalendarDay } from '#src/shared/calendar-day.ts';

/**
 * Every problem at once, each naming its field as the request's validation does (`body.…`), so the
 * form can show them all. Today is a UTC day: a due date of today is still in time.
 */
export function problemsOf(draft: AssignmentDraft, context: { today: string; scenarioExists: boolean; teamMemberIds: ReadonlySet<number> }): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!context.scenarioExists) problems.push({ path: 'body.scenarioId', message: PROBLEMS.scenario });
  if (draft.dueDate < context.today) problems.push({ path: 'body.dueDate', message: PROBLEMS.dueDate });
  draft.memberIds.forEach((id, i) => {
    if (!context.teamMemberIds.has(id)) problems.push({ path: `body.memberIds.${i}`, message: PROBLEMS.member });
  });
  return problems;
}
