import type { ConversationSetup } from './conversation.ts';
import type { CharacterScript, Gender, LanguageScript } from './scenario.ts';

/**
 * A character speaking of themselves in Russian («я думал», «я готова») says it in their own
 * grammatical gender, and the learner picks the first character's gender at the start. Scenario lines
 * write every such word in both forms, `[masculine|feminine]`: «Я [думал|думала], {вы|ты} уже в курсе».
 * Square brackets, so that it never meets the learner's address, `{formal|informal}` (address.ts).
 * A line without them is said as written.
 */

const BOTH = /\[([^[\]|]*)\|([^[\]|]*)\]/g;

/** The line as a character of this gender says it. */
export const inGender = (line: string, gender: Gender): string => line.replace(BOTH, (_, masculine: string, feminine: string) => (gender === 'male' ? masculine : feminine));

/** The first character is who the learner made them; the others are as the cast fixes them. */
export const genderOf = (setup: Pick<ConversationSetup, 'personaInfo' | 'scenario'>, character: number): Gender =>
  character === 0 ? setup.personaInfo.gender : (setup.scenario.cast[character]?.gender ?? 'male');

/** What is wrong with a line's gender markup, for its author; null when nothing is. */
export function genderMarkupProblem(line: string): string | null {
  let open = -1;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '[') {
      if (open >= 0) return `has "[" inside [${line.slice(open + 1, i)}…: gendered words are [masculine|feminine], not nested`;
      open = i;
    } else if (line[i] === ']') {
      if (open < 0) return `has "]" without its "[" (write gendered words as [masculine|feminine])`;
      const forms = line.slice(open + 1, i).split('|');
      if (forms.length !== 2 || forms.every((f) => !f.trim())) return `has [${line.slice(open + 1, i)}]: write gendered words as [masculine|feminine], exactly two forms`;
      open = -1;
    }
  }
  return open >= 0 ? `has "[" without its "]" at [${line.slice(open + 1, open + 21)}… (write gendered words as [masculine|feminine])` : null;
}

/** Every line of one character in one gender; names, roles and topics have no markup. */
export function characterInGender(script: CharacterScript, gender: Gender): CharacterScript {
  const say = (line: string) => inGender(line, gender);
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

/** Rendered once per script and gender: the engine asks for a session's characters many times a turn. */
const rendered = new WeakMap<LanguageScript, Map<string, CharacterScript[]>>();

/** The session's characters with every line in each one's gender. */
export function charactersInGender(setup: ConversationSetup): CharacterScript[] {
  const script = setup.scenario.script[setup.locale];
  const genders = script.characters.map((_, i) => genderOf(setup, i));
  const byGenders = rendered.get(script) ?? new Map<string, CharacterScript[]>();
  rendered.set(script, byGenders);
  const key = genders.join(',');
  let characters = byGenders.get(key);
  if (!characters) {
    characters = script.characters.map((c, i) => characterInGender(c, genders[i]!));
    byGenders.set(key, characters);
  }
  return characters;
}
