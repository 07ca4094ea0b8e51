/**
 * The machinery every lexicon shares: phrase lists compiled into one pattern per lexicon, matched on
 * text whose apostrophes and ё are normalised, with word boundaries that hold for Cyrillic (\p{L}, not
 * \b, which only knows ASCII letters). Pure and deterministic, so the analyzer and the offline
 * conversation engine read a message the same way.
 */
import { unicodeSetsSource } from '../bmp-letters.ts';
import { compilePattern } from '../compile-pattern.ts';
import { negatedAt } from './negation.ts';

/** One phrase found in a text: the words as written, where they are, and which group of the lexicon said so. */
export interface Marker {
  text: string;
  index: number;
  end: number;
  group: string;
}

export interface Lexicon {
  readonly pattern: RegExp;
  readonly groups: readonly string[];
  /** Whether a negation just before a phrase cancels it ("I don't understand", «не переживайте»). */
  readonly negatable: boolean;
}

const START = '(?<![\\p{L}\\p{N}])';
// A phrase ends a word: no letter, digit or "'t" after it, so "I can" does not match "I can't".
const END = "(?![\\p{L}\\p{N}]|'\\p{L})";

/**
 * Same length in and out, so offsets found on the normalised text quote the original exactly: lower
 * case (patterns are matched case-sensitively, which is several times faster than V8's Unicode
 * case-insensitive matching), curly and modifier apostrophes become ', ё becomes е, no-break spaces spaces.
 */
export function normalise(text: string): string {
  let lower = text.toLowerCase();
  // The rare letters whose lower case is longer ("İ") keep their case, so offsets still hold.
  if (lower.length !== text.length) lower = [...text].map((c) => (c.toLowerCase().length === c.length ? c.toLowerCase() : c)).join('');
  return lower.replace(/[’‘ʼ`´]/g, "'").replace(/ё/g, 'е').replace(/[\u00a0\u202f]/g, ' ');
}

/** Every lexicon made, for compileLexicons. */
const everyLexicon: Lexicon[] = [];

/**
 * A lexicon from named groups of phrases. A phrase is a regular-expression fragment (no capturing
 * groups); one ending in `~` is a stem and matches any ending (the marker then runs to the word's end,
 * so a quote shows the whole word), any other must end a word.
 */
export function lexicon(groups: Record<string, readonly string[]>, options: { negatable?: boolean } = {}): Lexicon {
  const names = Object.keys(groups);
  const alternatives = names.map((name, i) => {
    const phrases = groups[name].map((p) => (p.endsWith('~') ? `${p.slice(0, -1)}[\\p{L}\\p{N}]*` : `${p}${END}`));
    return `(?<g${i}>${phrases.join('|')})`;
  });
  // Built on first use: parsing these Unicode patterns costs about 0.15 s, which a CLI command that
  // reads no message should not pay. A server builds them while it starts (compileLexicons).
  let pattern: RegExp | undefined;
  const made: Lexicon = {
    get pattern() {
      return (pattern ??= new RegExp(unicodeSetsSource(`${START}(?:${alternatives.join('|').replace(/ё/g, 'е')})`), 'gv'));
    },
    groups: names,
    negatable: options.negatable ?? false,
  };
  everyLexicon.push(made);
  return made;
}

/** Compiles every lexicon made so far, for a server's start, so that its first learner messages do not wait for them (0.3–0.5 s). */
export function compileLexicons(): void {
  for (const made of everyLexicon) compilePattern(made.pattern);
}

/** Every phrase of the lexicon in the text, in order, less those a negation just before cancels. */
export function findMarkers(text: string, lex: Lexicon): Marker[] {
  const plain = normalise(text);
  const found: Marker[] = [];
  // exec on the lexicon's own pattern, not matchAll, which clones it on every call: the clones were
  // compiled again (first messages 2.5× slower after the warm-up, every analysis 1.8×; docs/benchmarks.md).
  const pattern = lex.pattern;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(plain); m; m = pattern.exec(plain)) {
    if (m[0] === '') pattern.lastIndex++;
    const groupIndex = Object.values(m.groups ?? {}).findIndex((v) => v !== undefined);
    found.push({ text: text.slice(m.index, m.index + m[0].length), index: m.index, end: m.index + m[0].length, group: lex.groups[groupIndex] ?? '' });
  }
  return lex.negatable ? found.filter((m) => !negatedAt(plain, m.index, found)) : found;
}

export const hasMarker = (text: string, lex: Lexicon): boolean => findMarkers(text, lex).length > 0;

/** The markers that lie outside every span of `others` (an empathy word inside "don't get upset" is no empathy). */
export const outside = (markers: Marker[], others: Marker[]): Marker[] =>
  markers.filter((m) => !others.some((o) => m.index < o.end && o.index < m.end));
