import { unicodeSetsSource } from '#src/shared/bmp-letters.ts';

/**
 * Pattern families and the small notation they are written in. A rule is a regular expression over
 * a normalised view (lower case, ё → е, straight apostrophes, single spaces) with a weight: how sure
 * the rule alone is that the message attacks the character (0–1; ≥ 0.6 blocks on its own).
 */
export const FAMILIES = [
  'instruction-override', 'system-prompt-extraction', 'roleplay-jailbreak', 'refusal-suppression', 'context-injection',
  'payload-splitting', 'translation-or-encoding-request', 'authority-claim', 'evaluation-manipulation', 'goal-hijacking', 'data-exfiltration',
] as const;
export type Family = (typeof FAMILIES)[number];

export interface PatternRule {
  family: Family;
  weight: number;
  pattern: RegExp;
}

/** Between words: spaces and the punctuation a sentence puts there. */
const GAP = "[\\s,;:\"'«»()*_\\-–—]+";
/**
 * A filler word: letters and digits. An apostrophe is the gaps' alone ("user's" is two words): were
 * a word and a gap both to take one, a run of apostrophes, or of letters and apostrophes, could be
 * split between them in ways beyond counting, and one message of a few hundred would hold the
 * server's thread for minutes.
 */
const WORD = '[\\p{L}\\p{N}/]+';
/** Up to three words of filler ("ignore ALL OF THE previous instructions"). */
const FILL = `(?:${GAP}${WORD}){0,3}?${GAP}`;

/**
 * The notation: a space is a gap between words (` ?` an optional one, ` *` optional spaces), ` … ` a gap with up to three filler words, `~`
 * is a stem (any ending). Every rule starts at a word start and, unless it ends in a stem or a
 * non-letter, ends at a word end.
 */
export function compile(source: string): RegExp {
  const body = source.replace(/ … /g, FILL).replace(/ \?/g, `(?:${GAP})?`).replace(/ \*/g, '[ \\t]*').replace(/~/g, '[\\p{L}\\p{N}]*').replace(/ (?![^[]*\])/g, GAP);
  const end = /(?:~|[^\p{L})?*+}])$/u.test(source) ? '' : '(?![\\p{L}\\p{N}])';
  return new RegExp(unicodeSetsSource(`(?<![\\p{L}\\p{N}])(?:${body})${end}`), 'v');
}

/**
 * Each pattern is compiled on first use: parsing them all costs about 0.15 s, which a CLI command
 * that screens nothing should not pay. A server compiles them while it starts (security's startup
 * task warms them up), so no learner's message waits for it.
 */
export function rules(family: Family, weight: number, ...sources: string[]): PatternRule[] {
  return sources.map((source) => {
    let pattern: RegExp | undefined;
    return {
      family,
      weight,
      get pattern() {
        return (pattern ??= compile(source));
      },
    };
  });
}
