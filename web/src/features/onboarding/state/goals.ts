import { MAX_GOAL_LENGTH, matchGoal, normaliseGoals, sortGoals } from '../../../lib/shared';
import type { CategoryView, GoalError, GoalsRequest, Locale } from '../../../lib/contracts';

/** The own-goals field holds one goal per line (commas belong to the learner's words). */
export function typedGoals(text: string): string[] {
  return normaliseGoals(text.split('\n'));
}

/**
 * Nothing to save: no card chosen and no goal typed. The server refuses that as `none` (SPEC §5
 * goals); said here before asking it, in the same shape, so the form shows it where the server's goes.
 */
export function missingGoals(selected: readonly string[], text: string): GoalError | null {
  if (selected.length > 0 || typedGoals(text).length > 0) return null;
  return { problem: 'none', field: 'goalCategories', index: null, goal: null, message: 'Choose at least one practice area or write a goal of your own.' };
}

/** The field's text for goals saved before. */
export const ownGoalsText = (ownGoals: readonly string[]) => ownGoals.join('\n');

/** What a save sends: the chosen cards (in the order they were picked) and the typed goals. */
export function goalsRequest(selected: readonly string[], text: string): GoalsRequest {
  return { goalCategories: [...selected], ownGoals: typedGoals(text) };
}

/** How a typed goal will be saved, by the same rules the server applies (src/shared). */
export type TypedGoal =
  | { goal: string; kind: 'area'; categories: string[] }
  | { goal: string; kind: 'own' }
  | { goal: string; kind: 'too-long'; length: number };

export function previewTypedGoals(text: string, categories: readonly CategoryView[]): TypedGoal[] {
  return typedGoals(text).map((goal): TypedGoal => {
    if (goal.length > MAX_GOAL_LENGTH) return { goal, kind: 'too-long', length: goal.length };
    const named = matchGoal(goal, categories);
    return named.length > 0 ? { goal, kind: 'area', categories: named } : { goal, kind: 'own' };
  });
}

/** The goals a save would keep: categories (chosen or named) and goals in the learner's own words. */
export function goalsToSave(selected: readonly string[], text: string, categories: readonly CategoryView[]) {
  const { goalCategories, ownGoals } = sortGoals(goalsRequest(selected, text), categories);
  return { goalCategories, ownGoals };
}

export function categoryLabel(category: CategoryView, locale: Locale): string {
  return locale === 'ru' && category.name_ru ? category.name_ru : category.name;
}

/** A category's label by its English name (a name the catalogue no longer has is shown as saved). */
export function labelOf(name: string, categories: readonly CategoryView[], locale: Locale): string {
  const category = categories.find((c) => c.name === name);
  return category ? categoryLabel(category, locale) : name;
}

/** Cards in alphabetical order of the language shown, so switching language needs no new request. */
export function sortCategories(categories: readonly CategoryView[], locale: Locale): CategoryView[] {
  return [...categories].sort((a, b) => categoryLabel(a, locale).localeCompare(categoryLabel(b, locale), locale));
}

/**
 * The saved goals that are still categories of the catalogue, spelt as the catalogue spells them
 * (a category removed since then cannot be saved again, so it is not pre-selected).
 */
export function preselect(previous: readonly string[], categories: readonly CategoryView[]): string[] {
  const byName = new Map(categories.map((c) => [c.name.toLocaleLowerCase(), c.name]));
  return normaliseGoals(previous.flatMap((goal) => byName.get(goal.trim().toLocaleLowerCase()) ?? []));
}
