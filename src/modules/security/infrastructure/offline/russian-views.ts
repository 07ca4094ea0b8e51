/**
 * Russian written without Russian letters. Transliteration ("ignoriruy vse instruktsii") is common
 * where a Cyrillic keyboard is missing; the wrong layout ("ghbdtn" for «привет», "шптщку" for
 * "ignore") is what fingers type on the other layout. Both are cheap character maps, built only when
 * the text has words that could be either.
 */
// Chat transliteration, with GOST 7.79-B (cz, shh, y', e', '') and ICAO (word-final ia, iu) folded in:
// apostrophes here are the normaliser's, so a GOST backtick arrives as '.
const TRANSLIT: [RegExp, string][] = ([
  ['shch', 'щ'], ['shh', 'щ'], ['sch', 'щ'], ['zh', 'ж'], ['kh', 'х'], ['ch', 'ч'], ['sh', 'ш'], ['cz', 'ц'], ['ts', 'ц'], ['tz', 'ц'],
  ["y'", 'ы'], ["e'", 'э'], ["''", 'ъ'], ['yu', 'ю'], ['ju', 'ю'], ['ya', 'я'], ['ja', 'я'], ['yo', 'ё'], ['jo', 'ё'], ['ye', 'е'],
  ['ia\\b', 'я'], ['iu\\b', 'ю'], ["'", 'ь'],
] as const).map(([from, to]) => [new RegExp(from, 'g'), to]);
const LETTER: Record<string, string> = {
  a: 'а', b: 'б', v: 'в', g: 'г', d: 'д', e: 'е', z: 'з', i: 'и', j: 'й', k: 'к', l: 'л', m: 'м', n: 'н', o: 'о',
  p: 'п', r: 'р', s: 'с', t: 'т', u: 'у', f: 'ф', h: 'х', c: 'ц', w: 'в', q: 'к', x: 'х',
};
const VOWEL = /[аеёиоуыэюя]/u;

/** Latin-letter Russian in Cyrillic: "y" after a vowel is й, otherwise ы ("sistemnyy" → «системный»). */
export function fromTranslit(lower: string): string {
  let s = lower;
  for (const [from, to] of TRANSLIT) s = s.replace(from, to);
  let out = '';
  for (const ch of s) {
    if (ch === 'y') out += VOWEL.test(out.at(-1) ?? '') ? 'й' : /\p{L}/u.test(out.at(-1) ?? '') ? 'ы' : 'й';
    else out += LETTER[ch] ?? ch;
  }
  return out;
}

/**
 * Volapuk: Russian spelt with the Latin letters and digits that look like it («MpeHep» for «Менеджер»
 * with m for т, H for н, 4 for ч, 6 for б, bl for ы). It needs the case the learner typed: H is н, h is not.
 */
const VOLAPUK: [RegExp, string][] = ([
  ['bl', 'ы'], ["w'", 'щ'], ['zh', 'ж'], ['ch', 'ч'], ['sh', 'ш'], ['H', 'н'], ['h', 'н'], ['m', 'т'], ['M', 'м'], ['n', 'п'], ['N', 'п'],
  ['u', 'и'], ['U', 'и'], ['y', 'у'], ['Y', 'у'], ['r', 'г'], ['g', 'д'], ['b', 'ь'], ['B', 'в'], ['6', 'б'], ['4', 'ч'], ['3', 'з'], ['9', 'я'],
  ['w', 'ш'], ['W', 'ш'], ['x', 'х'], ['X', 'х'], ['c', 'с'], ['C', 'с'], ['p', 'р'], ['P', 'р'], ['e', 'е'], ['E', 'е'], ['o', 'о'], ['O', 'о'],
  ['a', 'а'], ['A', 'а'], ['k', 'к'], ['K', 'к'], ['T', 'т'], ['v', 'в'], ['V', 'в'], ['l', 'л'], ['L', 'л'], ['z', 'з'], ['Z', 'з'],
  ['d', 'д'], ['D', 'д'], ['f', 'ф'], ['F', 'ф'], ['i', 'и'], ['I', 'и'], ['j', 'й'], ['s', 'с'], ['S', 'с'], ['G', 'г'], ['R', 'р'],
] as const).map(([from, to]) => [new RegExp(from, 'g'), to]);

/** Volapuk in Cyrillic, from the text as typed (case kept), lower-cased; numbers stay numbers. */
export function fromVolapuk(typed: string): string {
  return typed.replace(/[A-Za-z0-9']*[A-Za-z][A-Za-z0-9']*/g, (word) => VOLAPUK.reduce((w, [from, to]) => w.replace(from, to), word)).toLowerCase();
}

/**
 * Digits or "bl" inside Latin words, or a capital H inside one: how volapuk writes ч, б, з, я, ы and н.
 * Each word is tried from its start only: from every letter of a long one, the search would run to its end each time.
 */
export const looksLikeVolapuk = (typed: string) => (typed.match(/(?<![A-Za-z])(?:[A-Za-z]+(?:[3469]|bl)[A-Za-z]*|[A-Za-z]+H[a-z]*)/g)?.length ?? 0) >= 2;

const QWERTY = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const JCUKEN = 'йцукенгшщзхъфывапролджэячсмитьбюё';
const TO_RU = new Map([...QWERTY].map((c, i) => [c, JCUKEN[i]]));
const TO_EN = new Map([...JCUKEN].map((c, i) => [c, QWERTY[i]]));

const swap = (text: string, table: Map<string, string>) => [...text].map((c) => table.get(c) ?? c).join('');
/** Keys typed on the English layout meaning Russian: "ghbdtn" → «привет». */
export const latinLayoutToRussian = (lower: string) => swap(lower, TO_RU);
/** Keys typed on the Russian layout meaning English: «шптщку» → "ignore". */
export const russianLayoutToLatin = (lower: string) => swap(lower, TO_EN);

const LATIN_WORD = /[a-z]{3,}/g;
const CYRILLIC_WORD = /[а-яё]{3,}/gu;

/**
 * Whether many words of a script read like nothing in it: no vowel, or four consonants in a row.
 * English and Russian words rarely do; words typed on the wrong layout usually do.
 */
function oddShare(words: string[], vowels: RegExp, cluster: RegExp): number {
  if (words.length === 0) return 0;
  return words.filter((w) => !vowels.test(w) || cluster.test(w)).length / words.length;
}

export function looksLikeLatinLayoutRussian(lower: string): boolean {
  const words = lower.match(LATIN_WORD) ?? [];
  return words.length > 0 && (/[a-z][;'[\],.][a-z]/.test(lower) || oddShare(words, /[aeiouy]/, /[^aeiouy\W\d]{4}/) >= 0.3);
}

export function looksLikeRussianLayoutLatin(lower: string): boolean {
  const words = lower.match(CYRILLIC_WORD) ?? [];
  return words.length > 0 && oddShare(words, /[аеёиоуыэюя]/u, /[^аеёиоуыэюяьъй\P{L}]{4}/u) >= 0.3;
}

const HAS_LATIN_WORD = /[a-z]{3,}/;
/** Enough Latin words to be worth reading as transliterated Russian. */
export const hasLatinWords = (lower: string) => HAS_LATIN_WORD.test(lower);
