/** Object mothers for the curriculum planners: scenarios, catalogues and results. */
import { readdirSync, readFileSync } from 'node:fs';
import { levelOf, SKILLS, type Level, type PlannableScenario, type PlannedItem, type ScoredSession, type Skill } from '#src/modules/curriculum/domain/planning.ts';
import { skillFocus } from '#src/modules/curriculum/domain/skill-focus.ts';

/** A focus that leans on one skill (0.4) and splits the rest evenly. */
export const leaningOn = (skill: Skill): Record<Skill, number> =>
  Object.fromEntries(SKILLS.map((s) => [s, s === skill ? 0.4 : 0.15])) as Record<Skill, number>;

export function scenario(id: number, over: Partial<PlannableScenario> = {}): PlannableScenario {
  return { id, name: `Scenario ${id}`, category: 'Sales', level: 0, speakerCount: 1, focus: leaningOn('empathy'), text: `Scenario ${id}`, ...over };
}

/**
 * Two categories; in each, every level has one single-speaker scenario leaning on each skill; the
 * Intermediate and Advanced levels have one group scene each. Ids: category A from 1, B from 101.
 */
export function syntheticCatalogue(): PlannableScenario[] {
  const list: PlannableScenario[] = [];
  for (const [base, category] of [[1, 'Alpha'], [101, 'Beta']] as const) {
    let id = base;
    for (const level of [0, 1, 2] as Level[]) {
      for (const skill of SKILLS) list.push(scenario(id++, { category, level, focus: leaningOn(skill), text: `${category} ${skill} level ${level}` }));
      if (level > 0) list.push(scenario(id++, { category, level, speakerCount: 2, focus: leaningOn('composure'), text: `${category} group level ${level}` }));
    }
  }
  return list;
}

/** The shipped content packs as the planner sees them (ids in file order, from 1). */
export function shippedCatalogue(): PlannableScenario[] {
  const list: PlannableScenario[] = [];
  const files = readdirSync('content').filter((f) => f.endsWith('.json') && f !== 'personas.json').sort();
  for (const file of files) {
    const pack = JSON.parse(readFileSync(`content/${file}`, 'utf8')) as { scenarios: ShippedScenario[] };
    for (const s of pack.scenarios) {
      const demands = { empathy: 0, explanation: 0, action: 0, questions: 0 };
      for (const c of s.script.en.characters) {
        demands.questions += c.answers.length;
        for (const concern of c.concerns)
          for (const settle of concern.settledBy) {
            if (settle === 'empathy' || settle === 'explanation') demands[settle]++;
            else demands.action++;
          }
      }
      const level = levelOf(s.difficulty);
      list.push({
        id: list.length + 1, name: s.name, category: s.category, level, speakerCount: s.cast.length,
        focus: skillFocus(s.category, level, s.cast.length, demands),
        text: [s.name, s.description, s.category, s.name_ru, s.description_ru, s.category_ru].join(' '),
      });
    }
  }
  return list;
}

interface ShippedScenario {
  name: string;
  name_ru: string;
  description: string;
  description_ru: string;
  category: string;
  category_ru: string;
  difficulty: string;
  cast: unknown[];
  script: { en: { characters: { answers: unknown[]; concerns: { settledBy: string[] }[] }[] } };
}

let sessionId = 0;
/** One analysed session: every skill at `score` unless given. */
export function result(scenarioId: number, score: number, skills: Partial<Record<Skill, number>> = {}, overall = score): ScoredSession {
  sessionId++;
  return {
    sessionId, scenarioId, completedAt: new Date(Date.UTC(2026, 0, 1) + sessionId * 60_000), overall,
    scores: { ...(Object.fromEntries(SKILLS.map((s) => [s, score])) as Record<Skill, number>), ...skills },
  };
}

export const ids = (items: readonly PlannedItem[]) => items.map((i) => i.scenarioId);

/** A deterministic shuffle, so "the order of the catalogue does not matter" is tested the same way every run. */
export function shuffled<T>(list: readonly T[], seed = 7): T[] {
  const out = [...list];
  let x = seed;
  for (let i = out.length - 1; i > 0; i--) {
    x = (x * 1103515245 + 12345) % 2147483648;
    const j = x % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
