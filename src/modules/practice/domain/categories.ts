import type { Category } from './scenario.ts';

/** What a scenario form's category names: a category the catalogue has, a new one, or a clash with one it has. */
export type CategoryMatch = { kind: 'known'; category: Category } | { kind: 'new' } | { kind: 'conflict'; message: string };

/** What identifies a category's name: itself in any case (ADR 0031), in the console, packs and their import alike. */
export const categoryKey = (name: string) => name.trim().toLocaleLowerCase();

const same = (a: string, b: string) => categoryKey(a) === categoryKey(b);

/**
 * A category is known by its English or its Russian name, in any case (ADR 0031). The form must give
 * both names of a known one: one category is never spelt two ways, in the catalogue or in packs.
 */
export function matchCategory(categories: readonly Category[], name: string, name_ru: string): CategoryMatch {
  const byName = categories.find((c) => same(c.name, name));
  const byRussian = categories.find((c) => same(c.name_ru, name_ru));
  if (byName && byName === byRussian) return { kind: 'known', category: byName };
  if (byName) {
    return { kind: 'conflict', message: `Category "${byName.name}" is called "${byName.name_ru}" in Russian: give that Russian name, or another English name for a new category.` };
  }
  if (byRussian) {
    return { kind: 'conflict', message: `"${byRussian.name_ru}" is the Russian name of category "${byRussian.name}": give that English name, or another Russian name for a new category.` };
  }
  return { kind: 'new' };
}
