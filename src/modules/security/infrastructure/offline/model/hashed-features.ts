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
/** Which buckets this message touched: one that cancels to 0 and is touched again is still listed once. */
const marked = new Uint8Array(BUCKETS);
/** Hashes of one message, reused: words, bigrams and both gram sizes of MAX_CHARS, and concepts. */
let hashes = new Int32Array(4 * MAX_CHARS + 64);

/**
 * Typed arrays and plain loops throughout: a Set of hashes, Array#sort with a comparator and typed
 * arrays' from/filter with a callback each took a millisecond or more on a 3000-character message.
 */
export function featurise(text: string, extra: readonly string[] = []): SparseVector {
  const words = text.slice(0, MAX_CHARS).match(WORD) ?? [];
  const joined = ` ${words.join(' ')} `;
  const concepts = conceptFeatures(words);
  const most = 2 * words.length + concepts.length + 2 * joined.length;
  if (hashes.length < most) hashes = new Int32Array(most);
  let n = 0;
  let start = 1;
  let previous = -1;
  for (const w of words) {
    const end = start + w.length;
    hashes[n++] = fnv(SEED.word, joined, start, end);
    if (previous >= 0) hashes[n++] = fnv(SEED.bigram, joined, previous, end);
    [previous, start] = [start, end + 1];
  }
  for (const key of concepts) hashes[n++] = fnv(SEED.concept, key);
  for (let j = 0; j + 4 <= joined.length; j++) hashes[n++] = fnv(SEED.gram4, joined, j, j + 4);
  for (let j = 0; j + 5 <= joined.length; j++) hashes[n++] = fnv(SEED.gram5, joined, j, j + 5);
  // Binary presence: each distinct hash counts once (sorted, a repeat sits beside its first).
  const distinct = hashes.subarray(0, n).sort();
  const touched: number[] = [];
  const add = (h: number, value: number) => {
    const index = h & (BUCKETS - 1);
    if (!marked[index]) {
      marked[index] = 1;
      touched.push(index);
    }
    scratch[index] += h & 0x80000000 ? -value : value;
  };
  for (let k = 0; k < n; k++) if (k === 0 || distinct[k] !== distinct[k - 1]) add(distinct[k], 1);
  let norm = 0;
  for (const i of touched) norm += scratch[i] * scratch[i];
  // As if a message had at least MIN_FEATURES features: "Continue" alone must not weigh like a paragraph.
  norm = Math.sqrt(Math.max(norm, MIN_FEATURES));
  for (const i of touched) scratch[i] /= norm;
  // The findings stand apart from the words' normalisation: a pattern that fired weighs the same in a
  // long message as in a short one, so the model can learn how far to trust it.
  for (const key of extra) add(fnv(SEED.extra, key), 1);
  const indices = bucketsInOrder(touched);
  const values = new Float32Array(indices.length);
  for (let k = 0; k < indices.length; k++) values[k] = scratch[indices[k]];
  for (const i of touched) scratch[i] = marked[i] = 0;
  return { indices, values };
}

/** The buckets left non-zero, ascending: sorted when few, read off the whole table when many (cheaper then). */
function bucketsInOrder(touched: number[]): Int32Array {
  const kept: number[] = [];
  if (touched.length < BUCKETS / 32) {
    for (const i of new Int32Array(touched).sort()) if (scratch[i] !== 0) kept.push(i);
  } else {
    for (let i = 0; i < BUCKETS; i++) if (scratch[i] !== 0) kept.push(i);
  }
  return Int32Array.from(kept);
}

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
