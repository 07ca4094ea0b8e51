/**
 * The first layer of the de-obfuscating view: characters that hide or disguise letters. Zero-width
 * and other format characters split words for a filter but not for a reader; Unicode tag characters
 * (U+E0020–E007E) carry invisible ASCII; styled letters (fullwidth, mathematical bold…) and stacked
 * combining marks dress letters up; look-alikes from another script mix into a word.
 */
import { intendedScript, scriptOf, TO_CYRILLIC, TO_LATIN, type Script } from './confusables.ts';
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
  text = text.normalize('NFKC');
  if (MARK_RUN.test(text)) found.add('combining-marks');
  // Accents on Latin letters go (ïgnörë → ignore); Cyrillic й and ё keep theirs, they are letters.
  text = text.replace(LATIN_WITH_MARKS, (m) => m.normalize('NFD').replace(/\p{M}/gu, '')).replace(/\p{M}{2,}/gu, '');
  return { text: foldHomoglyphs(text, locale === 'ru' ? 'cyrillic' : 'latin', found), hidden };
}

function foldHomoglyphs(text: string, fallback: Script, found: Set<Obfuscation>): string {
  return text.replace(WORD, (word) => {
    const scripts = new Set([...word].map(scriptOf).filter((s) => s !== null));
    if (scripts.size < 2 && !scripts.has('greek')) return word;
    if (LOANWORD.test(word)) return word;
    const target = intendedScript(word, fallback);
    const table = target === 'latin' ? TO_LATIN : TO_CYRILLIC;
    const folded = [...word].map((ch) => (scriptOf(ch) !== target ? (table.get(ch) ?? ch) : ch)).join('');
    if (folded !== word) found.add('homoglyphs');
    return folded;
  });
}
