import type { CategoryView } from '../../../lib/contracts';

// The category of ?category= against the list the server answers (pure, so the unit tests load it).

/** Whether `category` (an English name, '' for all) is one the list has. */
export function isKnownCategory(categories: readonly Pick<CategoryView, 'name'>[], category: string): boolean {
  return category === '' || categories.some((known) => known.name === category);
}

/** The query of `search` without its category ('?difficulty=Advanced&start=3', or ''): the rest of the link stays. */
export function queryWithoutCategory(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('category');
  const text = params.toString();
  return text ? `?${text}` : '';
}
