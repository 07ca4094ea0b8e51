/**
 * The first layer of the de-obfuscating view: characters that hide or disguise letters. Zero-width
 * and other format characters split words for a filter but not for a reader; Unicode tag characters
 * (U+E0020–E007E) carry invisible ASCII; styled letters (fullwidth, mathematical bold…) and stacked
 * combining marks dress letters up; look-alikes from another script mix into a word.
 */
import { TO_CYRILLIC, TO_LATIN } from '../../domain/lookalikes.ts';
import { intendedScript, isLookalike, scriptOf } from './confusables.ts';
import type { Obfuscation } from './obfuscation.ts';

const TAGS = /[\u{E0020}-\u{E007E}]+/gu;
const FORMAT_IN_WORD = /(?<=[\p{L}\p{N}])(?:\p{Cf}|[\u034F\u115F\u1160\u3164\uFE00-\uFE0F])+(?=[\p{L}\p{N}])/u;
const INVISIBLE = /\p{Cf}|[\u034F\u115F\u1160\u3164\uFE00-\uFE0F]|(?![\n\t])\p{Cc}/gu;
const STYLED = /[\uFF01-\uFF5E\u{1D400}-\u{1D7FF}\u24B6-\u24E9\u{1F130}-\u{1F189}]/u;
const MARK_RUN = /\p{M}{2,}/u;
const LATIN_WITH_MARKS = /\p{Script=Latin}\p{M}+/gu;
const WORD = /[\p{L}\p{M}]+/gu;
// «CRMка», «PDFку»: a Latin abbreviation with a Russian ending is how Russian is written, not a disguise.
const LOANWORD = /^\p{Script=Latin}{2,}\p{Script=Cyrillic}{1,4}$/u;

export interface Folded {
  text: string;
  /** Invisible ASCII smuggled in tag characters, if any. */
  hidden: string;
}

/** Letters NFKC leaves alone: 🅰 🄰 🇦 (squared, negative squared, regional indicators). */
const BOXED = /[\u{1F130}-\u{1F149}\u{1F150}-\u{1F169}\u{1F170}-\u{1F189}\u{1F1E6}-\u{1F1FF}]/gu;
const BOXED_BASE = [0x1f130, 0x1f150, 0x1f170, 0x1f1e6];
// Emoji and pictographs carry nothing an attack needs; between letters or words they only break them up.
const PICTOGRAPH = /[\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\u20E3]/gu;
const PICTOGRAPH_IN_WORD = /\p{L}\p{Extended_Pictographic}\p{L}/u;

function unbox(text: string, found: Set<Obfuscation>): string {
  let count = 0;
  const out = text.replace(BOXED, (c) => {
    count++;
    const code = c.codePointAt(0)!;
    return String.fromCharCode(97 + code - BOXED_BASE.filter((b) => code >= b).at(-1)!);
  });
  // Two regional indicators are a flag (🇷🇺), not a disguise.
  if (count >= 3) found.add('styled-letters');
  return out;
}

function dropPictographs(text: string, found: Set<Obfuscation>): string {
  const count = text.match(PICTOGRAPH)?.length ?? 0;
  if (count === 0) return text;
  const words = text.match(/\p{L}+/gu)?.length ?? 0;
  if (PICTOGRAPH_IN_WORD.test(text) || (count >= 4 && count >= words / 3)) found.add('emoji-padding');
  return text.replace(PICTOGRAPH, ' ');
}

export function foldUnicode(raw: string, locale: 'en' | 'ru', found: Set<Obfuscation>): Folded {
  let hidden = '';
  let text = raw.replace(TAGS, (tags) => {
    hidden += String.fromCodePoint(...[...tags].map((c) => c.codePointAt(0)! - 0xe0000));
    return ' ';
  });
  if (hidden) found.add('unicode-tags');
  if (FORMAT_IN_WORD.test(text)) found.add('zero-width');
  text = text.replace(INVISIBLE, '');
  if (STYLED.test(text)) found.add('styled-letters');
  text = dropPictographs(unbox(text, found), found).normalize('NFKC');
  // Accents on Latin letters go (ïgnörë → ignore); Cyrillic й and ё keep theirs (NFKC composed them),
  // every other mark left over goes too: stress marks («три́ ра́за»), strike-through, Zalgo.
  text = text.replace(LATIN_WITH_MARKS, (m) => m.normalize('NFD').replace(/\p{M}/gu, ''));
  const marks = text.match(/\p{M}/gu)?.length ?? 0;
  if (MARK_RUN.test(text) || marks >= 3) found.add('combining-marks');
  text = text.replace(/\p{M}/gu, '');
  return { text: foldHomoglyphs(text, locale === 'ru' ? 'cyrillic' : 'latin', found), hidden };
}

const LATIN_LETTER = /\p{Script=Latin}/gu;
const CYRILLIC_LETTER = /\p{Script=Cyrillic}/gu;
const GREEK_LETTER = /\p{Script=Greek}/u;
const UPPER = /^\p{Lu}+$/u;

/**
 * Look-alike letters folded into the script each word was meant in. A word is disguised when it mixes
 * scripts ("ignоre"), holds Greek, or — in a message written almost wholly in one script — is made
 * only of the other script's look-alikes ("уеѕ" among English words). Acronyms ("CEO", "OK") in Russian
 * text and Latin abbreviations with Russian endings («CRMка») are how people write, and stay.
 */
function foldHomoglyphs(text: string, fallback: 'latin' | 'cyrillic', found: Set<Obfuscation>): string {
  const latin = text.match(LATIN_LETTER)?.length ?? 0;
  const cyrillic = text.match(CYRILLIC_LETTER)?.length ?? 0;
  if ((latin === 0 || cyrillic === 0) && !GREEK_LETTER.test(text)) return text;
  const main = latin === cyrillic ? fallback : latin > cyrillic ? 'latin' : 'cyrillic';
  const nearlyAll = Math.max(latin, cyrillic) >= 0.85 * (latin + cyrillic);
  return text.replace(WORD, (word) => {
    const scripts = new Set([...word].map(scriptOf).filter((s) => s !== null));
    const mixed = scripts.size >= 2 || scripts.has('greek');
    const foreign = [...scripts][0] !== main;
    const disguised = nearlyAll && scripts.size === 1 && foreign && word.length >= 3 && !UPPER.test(word) && [...word].every((ch) => isLookalike(ch, scriptOf(ch)));
    if ((!mixed && !disguised) || LOANWORD.test(word)) return word;
    const target = mixed ? intendedScript(word, main) : main;
    const table = target === 'latin' ? TO_LATIN : TO_CYRILLIC;
    const folded = [...word].map((ch) => (scriptOf(ch) !== target ? (table.get(ch) ?? ch) : ch)).join('');
    if (folded !== word) found.add('homoglyphs');
    return folded;
  });
}
