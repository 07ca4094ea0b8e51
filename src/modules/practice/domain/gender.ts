import { firstNameInGender, firstNameOf } from '#src/shared/character-name.ts';
import type { ConversationSetup, PersonaInfo } from './conversation.ts';
import type { CharacterScript, Gender, LanguageScript, Scenario } from './scenario.ts';
import { inGender, ofFirstInGender } from './gender-markup.ts';

// Lines and names in the gender the learner gave the first character; the markup is gender-markup.ts.

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
