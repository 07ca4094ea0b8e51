/**
 * Russian written without Russian letters. Transliteration ("ignoriruy vse instruktsii") is common
 * where a Cyrillic keyboard is missing; the wrong layout ("ghbdtn" for «привет», "шптщку" for
 * "ignore") is what fingers type on the other layout. Both are cheap character maps, built only when
 * the text has words that could be either.
 */
const TRANSLIT: [RegExp, string][] = ([
  ['shch', 'щ'], ['sch', 'щ'], ['zh', 'ж'], ['kh', 'х'], ['ch', 'ч'], ['sh', 'ш'], ['ts', 'ц'], ['tz', 'ц'],
  ['yu', 'ю'], ['ju', 'ю'], ['ya', 'я'], ['ja', 'я'], ['yo', 'ё'], ['jo', 'ё'], ['ye', 'е'], ["'", 'ь'],
] as const).map(([from, to]) => [new RegExp(from, 'g'), to]);
const LETTER: Record<string, string> = {
  a: 'а', b: 'б', v: 'в', g: 'г', d: 'д', e: 'е', z: 'з', i: 'и', j: 'й', k: 'к', l: 'л', m: 'м', n: 'н', o: 'о',
  p: 'п', r: 'р', s: 'с', t: 'т', u: 'у', f: 'ф', h: 'х', c: 'ц', w: 'в', q: 'к', x: 'кс',
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
