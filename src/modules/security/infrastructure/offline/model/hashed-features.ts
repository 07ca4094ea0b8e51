/**
 * The model's view of a text: word unigrams and bigrams (phrases: "previous instructions", «системный
 * промпт») and character 4- and 5-grams across the words (stems whatever the ending, «инструкци» in
 * every case form, and the seams between words: "ur in", "s bri"), hashed into a fixed number of
 * buckets with a sign bit so collisions cancel rather than add up. Binary presence, L2-normalised: a
 * long message does not outweigh a short one. What the patterns found is added after, at full weight. Hashes are computed over ranges of one string, never
 * over substrings: screening runs on every message, and thousands of short-lived strings per long
 * message made the garbage collector, not the arithmetic, the slowest part.
 */
import { conceptFeatures } from './concepts.ts';

export const BUCKET_BITS = 16;
const BUCKETS = 1 << BUCKET_BITS;
const MAX_CHARS = 3000;
/** About fifteen words of n-grams: below it a message is scaled as if it were that long. */
const MIN_FEATURES = 100;
const WORD = /[\p{L}\p{N}]+/gu;

export interface SparseVector {
  indices: Int32Array;
  values: Float32Array;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a, 32 bits, over `s[start, end)` continuing from `h`: stable across runs and platforms. */
function fnv(h: number, s: string, start = 0, end = s.length): number {
  for (let i = start; i < end; i++) h = Math.imul(h ^ s.charCodeAt(i), FNV_PRIME);
  return h;
}

/** One seed per kind of feature, so "w brief" and a character gram " brief" never share a hash. */
const SEED = { word: fnv(FNV_OFFSET, 'w '), bigram: fnv(FNV_OFFSET, 'b '), gram4: fnv(FNV_OFFSET, 'c4 '), gram5: fnv(FNV_OFFSET, 'c5 '), concept: fnv(FNV_OFFSET, 'k '), extra: fnv(FNV_OFFSET, 'x ') };

const scratch = new Float64Array(BUCKETS);

export function featurise(text: string, extra: readonly string[] = []): SparseVector {
  const words = text.slice(0, MAX_CHARS).match(WORD) ?? [];
  const joined = ` ${words.join(' ')} `;
  const hashes = new Set<number>();
  let start = 1;
  let previous = -1;
  for (const w of words) {
    const end = start + w.length;
    hashes.add(fnv(SEED.word, joined, start, end));
    if (previous >= 0) hashes.add(fnv(SEED.bigram, joined, previous, end));
    [previous, start] = [start, end + 1];
  }
  for (const key of conceptFeatures(words)) hashes.add(fnv(SEED.concept, key));
  for (let j = 0; j + 4 <= joined.length; j++) hashes.add(fnv(SEED.gram4, joined, j, j + 4));
  for (let j = 0; j + 5 <= joined.length; j++) hashes.add(fnv(SEED.gram5, joined, j, j + 5));
  const touched: number[] = [];
  const add = (h: number, value: number) => {
    const index = h & (BUCKETS - 1);
    if (scratch[index] === 0) touched.push(index);
    scratch[index] += h & 0x80000000 ? -value : value;
  };
  for (const h of hashes) add(h, 1);
  let norm = 0;
  for (const i of touched) norm += scratch[i] * scratch[i];
  // As if a message had at least MIN_FEATURES features: "Continue" alone must not weigh like a paragraph.
  norm = Math.sqrt(Math.max(norm, MIN_FEATURES));
  for (const i of touched) scratch[i] /= norm;
  // The findings stand apart from the words' normalisation: a pattern that fired weighs the same in a
  // long message as in a short one, so the model can learn how far to trust it.
  for (const key of extra) add(fnv(SEED.extra, key), 1);
  touched.sort((a, b) => a - b);
  const kept = touched.filter((i) => scratch[i] !== 0);
  const vector = { indices: Int32Array.from(kept), values: Float32Array.from(kept, (i) => scratch[i]) };
  for (const i of touched) scratch[i] = 0;
  return vector;
}

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
