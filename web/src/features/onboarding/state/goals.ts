import { normaliseGoals } from '../../../lib/shared';
import type { CategoryView, Locale } from '../../../lib/contracts';

/** The "Other goal" field holds one or more goals separated by commas. */
export function splitOtherGoals(text: string): string[] {
  return text.split(/[,;\n]/);
}

/** What a save sends: the chosen cards first (in the order they were picked), then the typed goals. */
export function goalsToSend(selected: readonly string[], otherGoals: string): string[] {
  return normaliseGoals([...selected, ...splitOtherGoals(otherGoals)]);
}

export function categoryLabel(category: CategoryView, locale: Locale): string {
  return locale === 'ru' && category.name_ru ? category.name_ru : category.name;
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
