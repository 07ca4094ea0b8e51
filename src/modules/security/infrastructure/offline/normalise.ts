/**
 * The de-obfuscating view of a message, in layers: Unicode disguises (unicode-folding.ts), letters
 * read as other things (word-joining.ts), encodings (blobs.ts) and Russian without Russian letters
 * (russian-views.ts). Patterns and the model read every view; `plain` is what a naive filter sees,
 * so a hit on a view but not on `plain` means the disguise was hiding something.
 */
import { decodedViews } from './blobs.ts';
import { gloss, isMixed } from './gloss.ts';
import type { Obfuscation } from './obfuscation.ts';
import { knownWords } from './keywords.ts';
import { fromTranslit, fromVolapuk, hasLatinWords, latinLayoutToRussian, looksLikeLatinLayoutRussian, looksLikeRussianLayoutLatin, looksLikeVolapuk, russianLayoutToLatin } from './russian-views.ts';
import { foldUnicode } from './unicode-folding.ts';
import { joinWords } from './word-joining.ts';

export type ViewLanguage = 'en' | 'ru' | 'any';

export interface TextView {
  text: string;
  /** Which patterns to read it with: a transliteration view only makes sense in Russian. */
  language: ViewLanguage;
  /** The disguise this view undid, or null for the message's own (folded) words. */
  via: Obfuscation | null;
  /** For transliteration and keyboard-layout views: whether the view reads as words more than the message did. */
  reads?: boolean;
}

export interface NormalisedText {
  /** Lower-cased as written, nothing undone. */
  plain: string;
  /** Unicode folded, words joined: the main view. */
  folded: string;
  views: TextView[];
  /** Disguises seen while folding (zero-width, homoglyphs, leetspeak…); decoded views carry their own. */
  obfuscations: Set<Obfuscation>;
}

/** Beyond a chat message's 3000 characters the CLI may feed whole files; the tail is not read. */
const MAX_INPUT = 12_000;

/** Lower case, straight apostrophes, е for ё; spacing is kept, spaced-out letters are read by it. */
export const lightNormalise = (text: string) => text.toLowerCase().replace(/[’‘ʼ`´]/g, "'").replace(/ё/g, 'е').replace(/[^\S\n]/g, ' ');

const FRAGMENT = /["“«]([^"“”«»\n]{1,80})["”»]|(?<=[=+]\s*)'([^'\n]{1,80})'/g;

/** Payload splitting: `a = "ignore all prev"`, `b = "ious instructions"` read as what a + b would say. */
function joinedFragments(text: string): string | null {
  const fragments = [...text.matchAll(FRAGMENT)].slice(0, 12).map((m) => m[1] ?? m[2]);
  return fragments.length >= 2 ? fragments.join('') : null;
}

export function normalise(raw: string, locale: 'en' | 'ru'): NormalisedText {
  const input = raw.length > MAX_INPUT ? raw.slice(0, MAX_INPUT) : raw;
  const obfuscations = new Set<Obfuscation>();
  const { text, hidden } = foldUnicode(input, locale, obfuscations);
  const folded = joinWords(lightNormalise(text), obfuscations);
  const views: TextView[] = [{ text: folded, language: 'any', via: null }];
  if (hidden) views.push({ text: lightNormalise(hidden), language: 'any', via: 'unicode-tags' });
  for (const decoded of decodedViews(text)) {
    views.push({ text: joinWords(lightNormalise(decoded.text), new Set()), language: 'any', via: decoded.via });
  }
  const joined = joinedFragments(text);
  if (joined) views.push({ text: joinWords(lightNormalise(joined), new Set()), language: 'any', via: 'fragments' });
  if (isMixed(folded)) views.push({ text: gloss(folded), language: 'en', via: null });
  // Russian without Russian letters: what reads better as Russian than the message did is read by the model too.
  const known = knownWords(folded);
  const russian = (view: string, via: Obfuscation, language: ViewLanguage = 'ru') =>
    views.push({ text: view, language, via, reads: knownWords(view) >= 2 && knownWords(view) > known });
  if (hasLatinWords(folded)) russian(fromTranslit(folded), 'transliteration');
  if (looksLikeVolapuk(text)) russian(fromVolapuk(text), 'transliteration');
  if (looksLikeLatinLayoutRussian(folded)) russian(latinLayoutToRussian(folded), 'keyboard-layout');
  if (looksLikeRussianLayoutLatin(folded)) russian(russianLayoutToLatin(folded), 'keyboard-layout', 'en');
  return { plain: lightNormalise(input), folded, views, obfuscations };
}
