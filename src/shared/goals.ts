import { matchGoal, type NamedCategory } from './goal-matching.ts';

/**
 * SPEC §5: goals are trimmed, blanks dropped and duplicates removed case-insensitively (first
 * spelling wins). Shared by the server (what it saves) and the web client (what it sends).
 */
export function normaliseGoals(goals: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of goals) {
    const goal = raw.trim();
    const folded = goal.toLocaleLowerCase();
    if (!goal || seen.has(folded)) continue;
    seen.add(folded);
    result.push(goal);
  }
  return result;
}

/** The longest goal, in characters after trimming. */
export const MAX_GOAL_LENGTH = 100;
/** The most goals in the learner's own words one profile keeps. */
export const MAX_OWN_GOALS = 10;

/** The two lists a learner sends: chosen categories, and goals in their own words. */
export type GoalField = 'goalCategories' | 'ownGoals';

/** Why a list of goals cannot be saved; `field` and `index` say where in the request. */
export type GoalProblem =
  | { problem: 'too-long'; field: GoalField; index: number; goal: string; length: number }
  | { problem: 'too-many'; field: 'ownGoals'; index: null; goal: null; count: number }
  | { problem: 'none'; field: 'goalCategories'; index: null; goal: null };

export interface SortedGoals {
  /** English names of the catalogue's categories: the chosen ones and those the typed goals name. */
  goalCategories: string[];
  /** The goals that name no category, as typed (trimmed). */
  ownGoals: string[];
  problems: GoalProblem[];
}

/**
 * Sorts a learner's goals into catalogue categories and their own words. Any text in either list
 * is matched (older clients send typed goals as `goalCategories`); what names no category is kept.
 */
export function sortGoals(
  request: { goalCategories: readonly string[]; ownGoals?: readonly string[] },
  categories: readonly NamedCategory[],
): SortedGoals {
  const problems: GoalProblem[] = [];
  const fits: string[] = [];
  const fields: [GoalField, readonly string[]][] = [['goalCategories', request.goalCategories], ['ownGoals', request.ownGoals ?? []]];
  for (const [field, goals] of fields) {
    goals.forEach((raw, index) => {
      const goal = raw.trim();
      if (goal.length > MAX_GOAL_LENGTH) problems.push({ problem: 'too-long', field, index, goal, length: goal.length });
      else fits.push(goal);
    });
  }
  const matches = normaliseGoals(fits).map((goal) => ({ goal, categories: matchGoal(goal, categories) }));
  const goalCategories = [...new Set(matches.flatMap((m) => m.categories))];
  const ownGoals = matches.filter((m) => m.categories.length === 0).map((m) => m.goal);
  if (ownGoals.length > MAX_OWN_GOALS) problems.push({ problem: 'too-many', field: 'ownGoals', index: null, goal: null, count: ownGoals.length });
  if (matches.length === 0 && problems.length === 0) problems.push({ problem: 'none', field: 'goalCategories', index: null, goal: null });
  return { goalCategories, ownGoals, problems };
}
