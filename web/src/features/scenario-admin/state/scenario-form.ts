import type { AdminCategoryView, AdminScenarioView } from '../../../lib/contracts';

export type Difficulty = AdminScenarioView['difficulty'];
export const DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const satisfies readonly Difficulty[];
/** The Russian names the server stores beside each level (src/modules/practice/domain/scenario.ts). */
export const DIFFICULTY_RU = { Beginner: 'Начальный', Intermediate: 'Средний', Advanced: 'Продвинутый' } as const satisfies Record<Difficulty, string>;

/** The scenario form's own fields (SPEC §7 body); the built-in engine's content is in engine-draft.ts. */
export interface ScenarioForm {
  name: string;
  name_ru: string;
  description: string;
  description_ru: string;
  category: string;
  category_ru: string;
  /** '' until one is chosen: a new scenario has none. */
  difficulty: Difficulty | '';
  systemPrompt: string;
  personaIds: number[];
}
export type FormField = Exclude<keyof ScenarioForm, 'personaIds'>;

/** Where a field is edited: the English tab, the Russian tab, or below both. */
export type FormPlace = 'en' | 'ru' | 'common';
export const PLACE_OF: Record<FormField | 'personaIds', FormPlace> = {
  name: 'en', description: 'en', category: 'en',
  name_ru: 'ru', description_ru: 'ru', category_ru: 'ru',
  difficulty: 'common', systemPrompt: 'common', personaIds: 'common',
};

/** The server's limits (scenario-admin.contracts.ts), checked here so the reader learns them in their language. */
export const LIMITS: Record<FormField, number> = {
  name: 120, name_ru: 120, description: 500, description_ru: 500, category: 60, category_ru: 60, difficulty: 30, systemPrompt: 4000,
};

export const EMPTY_FORM: Readonly<ScenarioForm> = Object.freeze({
  name: '', name_ru: '', description: '', description_ru: '', category: '', category_ru: '', difficulty: '', systemPrompt: '', personaIds: [],
});

export function formOf(scenario: AdminScenarioView): ScenarioForm {
  const { name, name_ru, description, description_ru, category, category_ru, difficulty, systemPrompt } = scenario;
  return { name, name_ru, description, description_ru, category, category_ru, difficulty, systemPrompt, personaIds: scenario.personas.map((p) => p.id) };
}

export interface FieldProblem {
  key: 'required' | 'tooLong';
  max?: number;
}

/** SPEC §5: both languages, the category, the difficulty and the system prompt are required. */
export function validateScenario(form: Pick<ScenarioForm, FormField>): Partial<Record<FormField, FieldProblem>> {
  const problems: Partial<Record<FormField, FieldProblem>> = {};
  for (const field of Object.keys(LIMITS) as FormField[]) {
    const value = form[field].trim();
    if (!value) problems[field] = { key: 'required' };
    else if ([...value].length > LIMITS[field]) problems[field] = { key: 'tooLong', max: LIMITS[field] };
  }
  return problems;
}

/** The tab to show for a set of problem fields: the first in reading order (English, Russian, then the rest). */
export function firstPlace(fields: readonly string[]): FormPlace | null {
  const places = fields.map((field) => PLACE_OF[field as FormField]).filter(Boolean);
  return (['en', 'ru', 'common'] as const).find((place) => places.includes(place)) ?? null;
}

/** A known category by its English or Russian name (case and spaces aside). */
export function knownCategory(name: string, categories: readonly AdminCategoryView[], field: 'name' | 'name_ru' = 'name') {
  const wanted = name.trim().toLocaleLowerCase();
  return wanted ? categories.find((category) => category[field].toLocaleLowerCase() === wanted) : undefined;
}

/**
 * Typing the English category: a known one brings its Russian name (the server refuses another for
 * it); a new one leaves the Russian name to the writer. Leaving a known
 * one empties the Russian name it had brought, so it is not kept for the new category by mistake.
 */
export function withCategory(form: ScenarioForm, category: string, categories: readonly AdminCategoryView[]): ScenarioForm {
  const known = knownCategory(category, categories);
  if (known) return { ...form, category, category_ru: known.name_ru };
  const before = knownCategory(form.category, categories);
  return { ...form, category, category_ru: before && form.category_ru === before.name_ru ? '' : form.category_ru };
}
