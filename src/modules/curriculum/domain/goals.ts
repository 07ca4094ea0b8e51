import { MAX_GOAL_LENGTH, MAX_OWN_GOALS, sortGoals, type GoalProblem } from '#src/shared/goals.ts';
import type { NamedCategory } from '#src/shared/goal-matching.ts';

export type GoalCategory = NamedCategory;

/** What a learner sends: chosen categories, and goals in their own words. */
export interface GoalsInput {
  goalCategories: readonly string[];
  ownGoals?: readonly string[];
}

/** The goals a profile keeps. */
export interface SavedGoals {
  /** English names of the catalogue's categories. */
  goalCategories: string[];
  /** Goals that name no category, in the learner's words, for the curriculum to use. */
  ownGoals: string[];
}

/** A problem with the goals, with an English sentence for clients that show the server's text. */
export type GoalError = GoalProblem & { message: string };

export interface GoalCheck extends SavedGoals {
  valid: boolean;
  errors: GoalError[];
}

const quoted = (goal: string) => `"${goal.length > 40 ? `${goal.slice(0, 40).trimEnd()}…` : goal}"`;

function messageOf(p: GoalProblem): string {
  switch (p.problem) {
    case 'too-long':
      return `${quoted(p.goal)} is ${p.length} characters long; a goal can be at most ${MAX_GOAL_LENGTH}.`;
    case 'too-many':
      return `At most ${MAX_OWN_GOALS} goals in your own words can be saved; there are ${p.count}.`;
    case 'none':
      return 'Choose at least one practice area or write a goal of your own.';
  }
}

/**
 * Sorts goals into the catalogue's categories (matched in either language, by name or a known
 * synonym) and the learner's own words. Only genuinely unusable input is refused: no goal at all,
 * a goal over the length limit, too many goals of one's own.
 */
export function checkGoals(input: GoalsInput, categories: readonly GoalCategory[]): GoalCheck {
  const { goalCategories, ownGoals, problems } = sortGoals(input, categories);
  const errors = problems.map((p) => ({ ...p, message: messageOf(p) }));
  return { valid: errors.length === 0, goalCategories, ownGoals, errors };
}
