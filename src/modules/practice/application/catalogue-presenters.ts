import { shownRubric } from '../domain/rubric.ts';
import { aboutFirstInGender, inGender } from '../domain/gender-markup.ts';
import { DIFFICULTIES, DIFFICULTY_RU, type PersonaArchetype, type Scenario } from '../domain/scenario.ts';

/** What learners see of the catalogue; field names follow SPEC §3 (`_ru` pairs). */

export function scenarioSummaryOf(s: Scenario) {
  return {
    id: s.id,
    name: s.name,
    name_ru: s.name_ru,
    description: s.description,
    description_ru: s.description_ru,
    category: s.category.name,
    category_ru: s.category.name_ru,
    difficulty: s.difficulty,
    difficulty_ru: DIFFICULTY_RU[s.difficulty],
    speakerCount: s.cast.length,
    createdAt: s.createdAt.toISOString(),
  };
}

export function personaViewOf(p: PersonaArchetype) {
  return { id: p.id, name: p.name, name_ru: p.name_ru, description: p.description, description_ru: p.description_ru };
}

/** The rubric is in the reader's language only: it is six times the size of everything else put together. */
export function scenarioDetailOf(s: Scenario, withSystemPrompt: boolean, locale: 'en' | 'ru') {
  const { en, ru } = s.script;
  return {
    ...scenarioSummaryOf(s),
    personas: s.personas.map(personaViewOf),
    learnerRole: en.learnerRole,
    learnerRole_ru: ru.learnerRole,
    situation: en.situation,
    situation_ru: ru.situation,
    goal: en.goal,
    goal_ru: ru.goal,
    cast: s.cast.map((member, i) => ({
      name: en.characters[i].name,
      name_ru: ru.characters[i].name,
      // As the cast writes them; the session-start dialog may play the first in the other gender.
      role: inGender(en.characters[i].role, member.gender),
      role_ru: inGender(ru.characters[i].role, member.gender),
      gender: member.gender,
      color: member.color,
    })),
    // Before anyone plays it, the first character is as the cast writes them.
    rubric: { locale, ...shownRubric(s.rubric, locale, (line) => aboutFirstInGender(line, s.cast[0]?.gender ?? 'male')) },
    ...(withSystemPrompt ? { systemPrompt: s.systemPrompt } : {}),
  };
}

/** Beginner first, then by name in the reader's language. */
export function catalogueOrder(locale: 'en' | 'ru') {
  const collator = new Intl.Collator(locale);
  return (a: Scenario, b: Scenario) =>
    DIFFICULTIES.indexOf(a.difficulty) - DIFFICULTIES.indexOf(b.difficulty) ||
    collator.compare(locale === 'ru' ? a.name_ru : a.name, locale === 'ru' ? b.name_ru : b.name);
}
