/** What a new assignment must satisfy beyond its shape: checked against today, the catalogue and the team. */
import { namedRule, type FieldProblem } from '#src/platform/errors.ts';

export type { FieldProblem };

export interface AssignmentDraft {
  scenarioId: number;
  dueDate: string;
  memberIds: readonly number[];
}

export const PROBLEMS = {
  scenario: 'Choose a scenario from the catalogue.',
  dueDate: 'Choose a due date from today on.',
  member: 'Choose members of your team.',
  repeat: (email: string, dueDate: string) => `${email} already has this scenario assigned, due ${dueDate}.`,
} as const;

export interface ProblemContext {
  today: string;
  scenarioExists: boolean;
  teamMemberIds: ReadonlySet<number>;
  /** Who of the draft's people already has the scenario in an open assignment (see `openRepeats`). */
  repeats?: ReadonlyMap<number, { email: string; dueDate: string }>;
}

export { isCalendarDay } from '#src/shared/calendar-day.ts';

/** Named (ADR 0036) so the form words it in its reader's language, with who and until when. */
const repeatOf = (path: string, { email, dueDate }: { email: string; dueDate: string }): FieldProblem =>
  ({ path, message: PROBLEMS.repeat(email, dueDate), ...namedRule({ problem: 'alreadyAssigned', email, dueDate }) });

/**
 * Every problem at once, each naming its field as the request's validation does (`body.…`), so the
 * form can show them all. Today is a UTC day: a due date of today is still in time. A repeat names
 * the chosen member's place (`body.memberIds.N`), or the whole team's field when nobody was chosen.
 */
export function problemsOf(draft: AssignmentDraft, context: ProblemContext): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const repeats = context.repeats ?? new Map();
  if (!context.scenarioExists) problems.push({ path: 'body.scenarioId', message: PROBLEMS.scenario });
  if (draft.dueDate < context.today) problems.push({ path: 'body.dueDate', message: PROBLEMS.dueDate });
  draft.memberIds.forEach((id, i) => {
    const repeat = repeats.get(id);
    if (!context.teamMemberIds.has(id)) problems.push({ path: `body.memberIds.${i}`, message: PROBLEMS.member });
    else if (repeat && draft.memberIds.indexOf(id) === i) problems.push(repeatOf(`body.memberIds.${i}`, repeat));
  });
  if (!draft.memberIds.length) for (const repeat of repeats.values()) problems.push(repeatOf('body.memberIds', repeat));
  return problems;
}
