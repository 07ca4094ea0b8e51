import type { AdminCategoryView, AdminPersonaView, ScenarioInput } from '../../../lib/contracts';
import { type EngineDraft, engineRequest } from './engine-content';
import { type Difficulty, DIFFICULTY_RU, knownCategory, type ScenarioForm } from './scenario-form';

interface RequestContext {
  /** null for a new scenario (SPEC §7: id null on create). */
  id: number | null;
  engine: EngineDraft;
  categories: readonly AdminCategoryView[];
  personas: readonly AdminPersonaView[];
}

/**
 * The POST/PUT body (SPEC §7) of a form that passed validateScenario: texts trimmed, a known
 * category under its own names, the difficulty in both languages, and the engine's changes.
 */
export function requestOf(form: ScenarioForm, { id, engine, categories, personas }: RequestContext): ScenarioInput {
  const known = knownCategory(form.category, categories);
  const difficulty = form.difficulty as Difficulty;
  const ticked = personas.filter((persona, i) => form.personaIds.includes(persona.id) && personas.findIndex((p) => p.id === persona.id) === i);
  // Only when every ticked persona's key is known can openings of unticked ones be told apart and dropped.
  const personaKeys = ticked.length === form.personaIds.length ? ticked.map((persona) => persona.key) : null;
  return {
    id,
    name: form.name.trim(),
    name_ru: form.name_ru.trim(),
    description: form.description.trim(),
    description_ru: form.description_ru.trim(),
    category: known?.name ?? form.category.trim(),
    category_ru: known?.name_ru ?? form.category_ru.trim(),
    difficulty,
    difficulty_ru: DIFFICULTY_RU[difficulty],
    systemPrompt: form.systemPrompt.trim(),
    personaIds: [...form.personaIds],
    ...engineRequest(engine, personaKeys),
  };
}
