import { firstNameInGender, firstNameOf } from '#src/shared/character-name.ts';
import type { ConversationSetup, PersonaInfo } from './conversation.ts';
import type { CharacterScript, Gender, LanguageScript, Scenario } from './scenario.ts';

/**
 * Russian and English words that depend on a character's gender, written in both forms so a line
 * suits whichever gender the learner gives the first character at the start:
 * - `[masculine|feminine]`: the speaker's own gender, in their first-person words — «Я [думал|думала],
 *   {вы|ты} уже в курсе» (the first character's as the learner chose it; the others' as cast);
 * - `<masculine|feminine>`: the first character's gender, in another character's words about them —
 *   "Let <him|her> run the next one", «Когда Екатерина <вмешался|вмешалась>…».
 * Neither bracket meets the learner's address, `{formal|informal}` (address.ts). A line without
 * them is said as written.
 */

const OWN = /\[([^[\]|]*)\|([^[\]|]*)\]/g;
const OF_FIRST = /<([^<>|]*)\|([^<>|]*)>/g;

const pick = (gender: Gender) => (_: string, masculine: string, feminine: string) => (gender === 'male' ? masculine : feminine);

/** The line as a character of this gender says it. */
export const inGender = (line: string, gender: Gender): string => line.replace(OWN, pick(gender));

/** The line with its words about the first character in that character's gender. */
export const ofFirstInGender = (line: string, firstGender: Gender): string => line.replace(OF_FIRST, pick(firstGender));

/** A text all about the first character (a rubric line) in their gender: either markup speaks of them. */
export const aboutFirstInGender = (text: string, gender: Gender): string => ofFirstInGender(inGender(text, gender), gender);

/**
 * The first character's name as a session starts: the one the learner gave, else, when they play the
 * character in the gender the scenario does not write them in, a first name of that gender (not
 * "Егор" for a woman). Kept on the session as if typed, so every later view names them alike.
 */
export function startingFirstName(scenario: Scenario, locale: 'en' | 'ru', { firstName, gender }: Pick<PersonaInfo, 'firstName' | 'gender'>): string | null {
  const [first, ...others] = scenario.script[locale].characters;
  const written = scenario.cast[0]?.gender;
  if (firstName || !first || !written) return firstName;
  return firstNameInGender(first.name, written, gender, locale, others.map((c) => c.name));
}

/** The first character is who the learner made them; the others are as the cast fixes them. */
export const genderOf = (setup: Pick<ConversationSetup, 'personaInfo' | 'scenario'>, character: number): Gender =>
  character === 0 ? setup.personaInfo.gender : (setup.scenario.cast[character]?.gender ?? 'male');

/** Which markup a line's problem is in: the speaker's own gender, or the first character's. */
export type GenderMarkup = 'own' | 'first';

/** What is wrong with a line's gender markup, for its author, and which markup it is in; null when nothing is. */
export function genderMarkupProblem(line: string): { markup: GenderMarkup; problem: string } | null {
  const own = bracketProblem(line, '[', ']', 'gendered words are [masculine|feminine]');
  if (own) return { markup: 'own', problem: own };
  const first = bracketProblem(line, '<', '>', 'words about the first character are <masculine|feminine>');
  return first ? { markup: 'first', problem: first } : null;
}

function bracketProblem(line: string, opening: string, closing: string, rule: string): string | null {
  let open = -1;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === opening) {
      if (open >= 0) return `has "${opening}" inside ${opening}${line.slice(open + 1, i)}…: ${rule}, not nested`;
      open = i;
    } else if (line[i] === closing) {
      if (open < 0) return `has "${closing}" without its "${opening}" (${rule})`;
      const forms = line.slice(open + 1, i).split('|');
      if (forms.length !== 2 || forms.every((f) => !f.trim())) return `has ${opening}${line.slice(open + 1, i)}${closing}: ${rule}, exactly two forms`;
      open = -1;
    }
  }
  return open >= 0 ? `has "${opening}" without its "${closing}" at ${opening}${line.slice(open + 1, open + 21)}… (${rule})` : null;
}

/**
 * A line as `speaker` says it in this session: in the speaker's gender, with words about the first
 * character in theirs, and the first character's script name (full, or its first word) as the
 * learner renamed them — "When Grace stepped in" must not name someone the learner calls Tom. Only
 * the written form is renamed: Russian lines name the first character in the nominative.
 */
export function spokenBy(setup: FirstCharacterSide, speaker: number): (line: string) => string {
  const rename = renamer(setup.scenario.script[setup.locale].characters[0]?.name, setup.speakers[0]?.name);
  const own = genderOf(setup, speaker);
  const first = genderOf(setup, 0);
  return (line) => rename(ofFirstInGender(inGender(line, own), first));
}

type FirstCharacterSide = Pick<ConversationSetup, 'personaInfo' | 'scenario' | 'speakers' | 'locale'>;

/**
 * A text all about the first character, as a rubric line is: in the gender they were played in
 * (aboutFirstInGender) and by the name the learner gave them, as their own lines are said.
 */
export const aboutFirstCharacter = (setup: FirstCharacterSide): ((text: string) => string) => spokenBy(setup, 0);

function renamer(original: string | undefined, chosen: string | undefined): (text: string) => string {
  if (!original || !chosen || original === chosen) return (text) => text;
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const given = firstNameOf(original);
  // Whole words only (\p{L} also covers Cyrillic): "Ann" must not rename "Anna".
  const pattern = new RegExp(`(?<!\\p{L})(?:${escape(original)}|${escape(given)})(?!\\p{L})`, 'gu');
  // A function, so a name holding `$&` or `$'` is put in as typed, not read as a replacement pattern.
  return (text) => text.replace(pattern, () => chosen);
}

/** Every line of one character as `say` words it; names, roles and topics have no markup. */
function characterSaying(script: CharacterScript, say: (line: string) => string): CharacterScript {
  const all = (lines: string[]) => lines.map(say);
  return {
    ...script,
    concerns: script.concerns.map((c) => ({ ...c, raise: all(c.raise) })),
    answers: script.answers.map((a) => ({ ...a, line: say(a.line) })),
    reactions: {
      acknowledged: all(script.reactions.acknowledged),
      proposed: all(script.reactions.proposed),
      blamed: all(script.reactions.blamed),
      offTopic: all(script.reactions.offTopic),
      neutral: all(script.reactions.neutral),
    },
    closing: { positive: all(script.closing.positive), negative: all(script.closing.negative), after: all(script.closing.after) },
    echo: all(script.echo),
  };
}

/**
 * Rendered once per script, genders and first character's name: the engine asks for a session's
 * characters many times a turn. A few renderings a script are kept, the most recently used: names
 * are the learners' own, so the kinds are unbounded.
 */
const rendered = new WeakMap<LanguageScript, Map<string, CharacterScript[]>>();
const RENDERINGS_KEPT = 16;

/** The session's characters with every line as each one says it in this session (spokenBy). */
export function charactersInGender(setup: ConversationSetup): CharacterScript[] {
  const script = setup.scenario.script[setup.locale];
  const renderings = rendered.get(script) ?? new Map<string, CharacterScript[]>();
  rendered.set(script, renderings);
  const key = [...script.characters.map((_, i) => genderOf(setup, i)), setup.speakers[0]?.name].join(',');
  let characters = renderings.get(key);
  if (characters) renderings.delete(key); // re-inserted below: the least recently used goes first
  else {
    characters = script.characters.map((c, i) => characterSaying(c, spokenBy(setup, i)));
    if (renderings.size >= RENDERINGS_KEPT) renderings.delete(renderings.keys().next().value!);
  }
  renderings.set(key, characters);
  return characters;
}
