import { GENERIC_PLAY } from '../domain/dialogue.ts';
import { genericScript } from '../domain/generic-script.ts';
import type { PersonaDraft } from '../domain/ports.ts';
import type { PersonaArchetype, Scenario } from '../domain/scenario.ts';
import type { PersonaArchetypeEntity, ScenarioEntity } from './practice.entities.ts';

/** Catalogue rows as the domain reads them (categories and personas populated). */

export function toPersona(p: PersonaArchetypeEntity): PersonaArchetype {
  return { id: p.id, ...personaDraftOf(p) };
}

export function personaDraftOf(p: PersonaArchetypeEntity): PersonaDraft {
  return {
    key: p.key, name: p.name, name_ru: p.name_ru, description: p.description, description_ru: p.description_ru, moodBias: p.moodBias,
    promptHint: p.promptHint, play: p.play ?? GENERIC_PLAY,
  };
}

/** The scenario as it is played: without a hand-written script, the generic one. */
export function toScenario(s: ScenarioEntity): Scenario {
  return {
    id: s.id, key: s.key, name: s.name, name_ru: s.name_ru, description: s.description, description_ru: s.description_ru,
    category: { id: s.category.id, name: s.category.name, name_ru: s.category.name_ru },
    difficulty: s.difficulty, personas: s.personas.getItems().map(toPersona), systemPrompt: s.systemPrompt,
    cast: s.cast, script: s.script ?? genericScript(s), ownScript: s.script !== null && s.script !== undefined,
    rubric: s.rubric ?? null, createdAt: s.createdAt,
  };
}

export const isRetired = (s: ScenarioEntity) => s.retiredAt !== null && s.retiredAt !== undefined;
