import type { AdminScenarioView } from '../../../lib/contracts';

/** SPEC §9: a description in the table stops at 80 characters. */
export const DESCRIPTION_PREVIEW = 80;

type Searchable = Pick<
  AdminScenarioView,
  'name' | 'name_ru' | 'description' | 'description_ru' | 'category' | 'category_ru' | 'difficulty' | 'difficulty_ru'
>;

/**
 * SPEC §2: the search box matches name, category, difficulty or description, in either language
 * whatever the interface's, ignoring case (and surrounding spaces: a pasted name still matches).
 */
export function matchesSearch(scenario: Searchable, search: string): boolean {
  const wanted = search.trim().toLocaleLowerCase();
  if (!wanted) return true;
  const fields = [
    scenario.name, scenario.name_ru, scenario.description, scenario.description_ru,
    scenario.category, scenario.category_ru, scenario.difficulty, scenario.difficulty_ru,
  ];
  return fields.some((field) => field.toLocaleLowerCase().includes(wanted));
}

export function filterScenarios<T extends Searchable>(scenarios: readonly T[], search: string): T[] {
  return scenarios.filter((scenario) => matchesSearch(scenario, search));
}

/** The first `max` characters (never ending in a space), with an ellipsis when something was cut. */
export function truncate(text: string, max = DESCRIPTION_PREVIEW): string {
  const chars = [...text.trim()];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max).join('').trimEnd()}…`;
}
