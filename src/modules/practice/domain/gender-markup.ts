import type { Gender } from './scenario.ts';

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
