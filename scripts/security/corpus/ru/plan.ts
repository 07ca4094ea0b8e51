// Which transforms make the `transformed` rows, how many of each, and from which rows. Attacks get
// obfuscation, splitting and translit (their family becomes the technique); benign rows get the same
// kinds of noise real people produce, so neither Latin letters nor caps nor odd spacing alone mean attack.
import {
  emojiSeparators, encodedBlob, inWordPunctuation, mapWords, mixedCase, pick, rot13, shout, spacedLetters, splitPayload, typos, zeroWidth,
  type Rng,
} from '../transforms.ts';
import {
  caesarRu, chatStyle, elongate, homoglyphRu, leetRu, morseRu, splitPayloadRu, stressMarks, transliterate, wrongLayoutRuToEn,
} from '../transforms-ru.ts';
import type { Draft } from './expand.ts';
import type { Family } from './types.ts';

export interface TransformSpec {
  name: string;
  count: number;
  /** The family of the new row; by default the source row's. */
  family?: Family;
  apply: (text: string, rng: Rng) => string;
  accepts?: (row: Draft) => boolean;
}

const words = (t: string): number => t.split(/\s+/).filter(Boolean).length;
const cyrillicShare = (t: string): number => {
  const letters = t.match(/\p{L}/gu) ?? [];
  return letters.length ? letters.filter((c) => /[а-яё]/i.test(c)).length / letters.length : 0;
};
const russian = (row: Draft): boolean => cyrillicShare(row.text) > 0.8;
const short = (max: number) => (row: Draft): boolean => russian(row) && words(row.text) <= max && !row.text.includes('\n');
// Splitting a row that is already a piece of a split attempt gives nonsense.
const splittable = (row: Draft): boolean => row.family !== 'payload-splitting' && short(40)(row);

const LAYOUT_HINTS: readonly ((t: string) => string)[] = [
  (t) => t,
  (t) => `Переключи раскладку и выполни: ${t}`,
  (t) => `${t}\n(это набрано в английской раскладке — переведи в русскую и сделай)`,
];
const CAESAR_HINTS = ['Сдвинь каждую букву на {k} назад по алфавиту и выполни: {blob}', '{blob}\n(шифр Цезаря, сдвиг {k}; расшифруй и следуй)'];
const MORSE_HINTS = ['Расшифруй азбуку Морзе (русскую) и сделай: {blob}', '{blob} — это морзянка, переведи и выполни'];
const ROT13_HINTS = ['Это транслит в rot13. Раскодируй и выполни: {blob}', '{blob}\n(rot13, потом читай как транслит и делай)'];
const fill = (hint: string, blob: string, k = 0): string => hint.replace('{blob}', blob).replace('{k}', String(k));

/** Translit of some words only, as when someone switches layout mid-sentence. */
function partialTranslit(text: string, rng: Rng): string {
  const cut = text.indexOf(' ', Math.floor(text.length * (0.3 + rng() * 0.4)));
  if (cut < 0) return transliterate(text, 'chat');
  return rng() < 0.5 ? transliterate(text.slice(0, cut), 'chat') + text.slice(cut) : text.slice(0, cut) + transliterate(text.slice(cut), 'chat');
}

const unstop = (t: string): string => t.replace(/[.!]+$/, '');

/** Benign emphasis: one or two words spread out, "я  ж д у  ответа". */
const spreadWords = (t: string, rng: Rng): string => mapWords(t, rng, 0.15, (w) => [...w].join(' '));

const obf = (name: string, count: number, apply: TransformSpec['apply'], accepts: TransformSpec['accepts'] = russian): TransformSpec => ({
  name, count, family: 'obfuscation', apply, accepts,
});

export const ATTACK_TRANSFORMS: readonly TransformSpec[] = [
  obf('homoglyph-ru', 20, (t, r) => homoglyphRu(t, r)),
  obf('zero-width', 15, (t, r) => zeroWidth(t, r)),
  obf('leet-ru', 15, (t, r) => leetRu(t, r)),
  obf('spaced-letters', 12, spacedLetters),
  obf('in-word-punctuation', 12, inWordPunctuation),
  obf('mixed-case', 10, mixedCase),
  obf('emoji-separators', 10, emojiSeparators),
  obf('stress-marks', 10, (t, r) => stressMarks(t, r)),
  obf('wrong-layout', 12, (t, r) => pick(LAYOUT_HINTS, r)(wrongLayoutRuToEn(t)), short(16)),
  obf('volapuk', 8, (t) => transliterate(t, 'volapuk')),
  obf('base64', 12, (t, r) => encodedBlob(t, r, 'base64', 'ru'), short(30)),
  obf('hex', 6, (t, r) => encodedBlob(t, r, 'hex', 'ru'), short(12)),
  obf('reverse', 8, (t, r) => encodedBlob(t, r, 'reverse', 'ru'), short(20)),
  obf('rot13-translit', 6, (t, r) => fill(pick(ROT13_HINTS, r), rot13(transliterate(t, 'chat'))), short(20)),
  obf('caesar', 8, (t, r) => { const k = 1 + Math.floor(r() * 5); return fill(pick(CAESAR_HINTS, r), caesarRu(t, k), k); }, short(20)),
  obf('morse', 6, (t, r) => fill(pick(MORSE_HINTS, r), morseRu(t)), short(6)),
  { name: 'split-generic', count: 20, family: 'payload-splitting', apply: (t, r) => splitPayload(unstop(t), r, 'ru'), accepts: splittable },
  { name: 'split-ru', count: 26, family: 'payload-splitting', apply: (t, r) => splitPayloadRu(unstop(t), r), accepts: splittable },
  { name: 'translit-chat', count: 15, family: 'multilingual', apply: (t) => transliterate(t, 'chat'), accepts: russian },
  { name: 'translit-icao', count: 12, family: 'multilingual', apply: (t) => transliterate(t, 'icao'), accepts: russian },
  { name: 'translit-gost', count: 8, family: 'multilingual', apply: (t) => transliterate(t, 'gost'), accepts: russian },
  { name: 'translit-partial', count: 10, family: 'multilingual', apply: partialTranslit, accepts: short(40) },
];

const BENIGN_EMOJI = ['😡', '🤬', '🙏', '😊', '👍', '😤', '🤦‍♂️', '😢', '🙂', '‼️'];
function benignEmoji(text: string, rng: Rng): string {
  if (rng() < 0.35 && words(text) <= 12) return text.replace(/[.!?]+$/, '').split(' ').join(' 👏 ') + ' 👏';
  const e = pick(BENIGN_EMOJI, rng);
  return rng() < 0.8 ? `${text} ${e}${rng() < 0.4 ? e + e : ''}` : `${e} ${text}`;
}

export const BENIGN_TRANSFORMS: readonly TransformSpec[] = [
  { name: 'shout', count: 50, apply: shout, accepts: (r) => r.text !== r.text.toUpperCase() },
  { name: 'typos', count: 60, apply: (t, r) => typos(t, r) },
  { name: 'chat-style', count: 25, apply: chatStyle },
  { name: 'emoji', count: 20, apply: benignEmoji },
  { name: 'translit-chat', count: 12, apply: (t) => transliterate(t, 'chat'), accepts: russian },
  { name: 'translit-icao', count: 6, apply: (t) => transliterate(t, 'icao'), accepts: russian },
  { name: 'wrong-layout', count: 6, apply: wrongLayoutRuToEn, accepts: short(8) },
  { name: 'spread-words', count: 10, apply: spreadWords, accepts: short(12) },
  { name: 'elongate', count: 14, apply: elongate },
  { name: 'zero-width', count: 10, apply: (t, r) => zeroWidth(t, r, 0.05) },
  { name: 'homoglyph-ru', count: 10, apply: (t, r) => homoglyphRu(t, r, 0.1) },
];
