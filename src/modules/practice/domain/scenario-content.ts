import { DIFFICULTIES, DIFFICULTY_RU, difficultyFrom, type CastMember, type Difficulty, type Gender, type LanguageScript } from './scenario.ts';

/**
 * Rules of a scenario's content shared by content packs and the SuperAdmin console, so that what
 * one accepts the other does too (ADR 0031).
 */

export interface ContentIssue {
  path: (string | number)[];
  message: string;
  /** The rule by name with its values, so the console words it in the reader's language. */
  params: { problem: string } & Record<string, string | number>;
}

type Scripts = { en: LanguageScript; ru: LanguageScript };

/**
 * How the cast, the script and the personas fit together: one look per scripted character, openings
 * spoken by someone in the cast, persona openings only for the scenario's personas. Without a script
 * the engine plays a generic one with a single character, so the cast is one look.
 */
export function contentIssues(cast: readonly CastMember[], script: Scripts | null | undefined, personaKeys: readonly string[]): ContentIssue[] {
  if (!script) {
    return cast.length === 1 ? [] : [{ path: ['cast'], message: `has ${cast.length} characters, but a scenario without a script has one; write a script for more`, params: { problem: 'castWithoutScript', count: cast.length } }];
  }
  const issues: ContentIssue[] = [];
  for (const lang of ['en', 'ru'] as const) {
    const own = script[lang];
    for (const persona of Object.keys(own.personaOpenings)) {
      if (!personaKeys.includes(persona)) issues.push({ path: ['script', lang, 'personaOpenings', persona], message: `persona ${persona} is not among this scenario's personas`, params: { problem: 'unknownPersona', persona } });
    }
    if (own.characters.length !== cast.length) {
      issues.push({ path: ['script', lang, 'characters'], message: `has ${own.characters.length} characters but cast has ${cast.length}`, params: { problem: 'characterCount', count: own.characters.length, cast: cast.length } });
    }
    own.opening.forEach((line, i) => {
      if (line.speaker >= cast.length) issues.push({ path: ['script', lang, 'opening', i, 'speaker'], message: `speaker ${line.speaker} is not in the cast`, params: { problem: 'speakerNotInCast', speaker: line.speaker } });
    });
  }
  return issues;
}

export interface DifficultyFields {
  difficulty?: string;
  /** The older name of `difficulty` (SPEC §3). */
  difficultyLevel?: string;
  difficulty_ru?: string;
}

const LEVELS = `${DIFFICULTIES.join(', ')} (or ${DIFFICULTIES.map((d) => DIFFICULTY_RU[d]).join(', ')})`;

/**
 * The level a form names: `difficulty` or `difficultyLevel`, in either language; `difficulty_ru`, when
 * sent, must name the same one. Either the level or what is wrong with the fields.
 */
export function chosenDifficulty(fields: DifficultyFields): { difficulty: Difficulty; issues: [] } | { difficulty: null; issues: ContentIssue[] } {
  const issues: ContentIssue[] = [];
  const read = (field: keyof DifficultyFields) => {
    const value = fields[field]?.trim();
    if (!value) return undefined;
    const level = difficultyFrom(value);
    if (!level) issues.push({ path: [field], message: `must be one of ${LEVELS}`, params: { problem: 'unknownLevel' } });
    return level;
  };
  const [main, older, russian] = [read('difficulty'), read('difficultyLevel'), read('difficulty_ru')];
  const level = main ?? older;
  if (main === undefined && older === undefined) issues.push({ path: ['difficulty'], message: `Required: one of ${LEVELS}`, params: { problem: 'levelRequired' } });
  else if (main && older && main !== older) issues.push({ path: ['difficultyLevel'], message: `names another level than difficulty (${main})`, params: { problem: 'levelMismatch', level: main } });
  if (level && russian && russian !== level) issues.push({ path: ['difficulty_ru'], message: `must name the same level as difficulty: ${DIFFICULTY_RU[level]}`, params: { problem: 'russianLevelMismatch', level: DIFFICULTY_RU[level] } });
  return level && !issues.length ? { difficulty: level, issues: [] } : { difficulty: null, issues };
}

/** Colours of the shipped packs' casts, in the order a default cast takes them. */
const PALETTE = ['#2a9d8f', '#e76f51', '#457b9d'];

/** Russian masculine names that end like feminine ones. */
const MASCULINE_IN_A = new Set(['Никита', 'Илья', 'Кузьма', 'Фома', 'Лука', 'Савва', 'Данила', 'Гаврила']);

/**
 * Looks for `count` characters nobody chose looks for. The first character's gender follows the
 * Russian name the system prompt gives it ("(in Russian: Светлана Миронова)", as the generic script
 * reads it), else SPEC's default, male; the learner picks the first character's gender at the start
 * anyway. Further characters alternate, so a group scene is told apart at a glance.
 */
export function defaultCast(systemPrompt: string, count: number): CastMember[] {
  const first = russianFirstName(systemPrompt);
  const firstGender: Gender = first && /[ая]$/.test(first) && !MASCULINE_IN_A.has(first) ? 'female' : 'male';
  return Array.from({ length: count }, (_, i) => ({
    gender: i % 2 === 0 ? firstGender : firstGender === 'male' ? 'female' : 'male',
    color: PALETTE[i % PALETTE.length]!,
  }));
}

const russianFirstName = (prompt: string) => /\(in Russian: ([А-ЯЁ][а-яё]+)/u.exec(prompt)?.[1] ?? null;
