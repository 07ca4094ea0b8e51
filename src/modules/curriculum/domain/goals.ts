import { normaliseGoals } from '#src/shared/goals.ts';

export interface GoalCategory {
  name: string;
  name_ru: string;
}

export interface GoalCheck {
  valid: boolean;
  /** Normalised and mapped to the catalogue's English category names. */
  goalCategories: string[];
  errors: { goal: string | null; message: string }[];
}

/** Each goal must name a category of the catalogue, in either language; at least one is needed. */
export function checkGoals(goals: readonly string[], categories: readonly GoalCategory[]): GoalCheck {
  const byName = new Map<string, string>();
  for (const c of categories) {
    byName.set(c.name.toLocaleLowerCase(), c.name);
    byName.set(c.name_ru.toLocaleLowerCase(), c.name);
  }
  const errors: GoalCheck['errors'] = [];
  const mapped: string[] = [];
  for (const goal of normaliseGoals(goals)) {
    const name = byName.get(goal.toLocaleLowerCase());
    if (name) mapped.push(name);
    else errors.push({ goal, message: `"${goal}" is not a category of the catalogue.` });
  }
  const goalCategories = normaliseGoals(mapped); // "Sales" and "Продажи" are one goal
  if (goalCategories.length === 0 && errors.length === 0) errors.push({ goal: null, message: 'Choose at least one goal.' });
  return { valid: errors.length === 0, goalCategories, errors };
}
