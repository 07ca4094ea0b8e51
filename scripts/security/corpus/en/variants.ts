// The transformed rows of the English corpus: obfuscated, encoded and split forms of handwritten
// attacks, and the everyday noise of benign messages (typos, capitals, emoji, a Cyrillic letter
// from a Russian keyboard, invisible characters from a paste). Each keeps its source row's group.
import type { Draft } from '../rows.ts';
import {
  chance, encodedBlob, hash32, homoglyphLatinToCyrillic, mulberry32, OBFUSCATIONS, pick, shout, spacedLetters,
  splitPayload, typos, zeroWidth, fullwidth, mixedCase, type BlobKind, type Rng,
} from '../transforms.ts';

const words = (t: string): number => t.split(/\s+/).length;
const firstOfEachGroup = (drafts: readonly Draft[]): Draft[] =>
  drafts.filter((d, i) => drafts.findIndex((e) => e.group === d.group) === i);

/** A deterministic order of the drafts, so which seed gets which transform is stable but not alphabetical. */
const shuffled = (drafts: readonly Draft[], salt: string): Draft[] =>
  [...drafts].sort((a, b) => hash32(salt + a.group) - hash32(salt + b.group) || a.text.localeCompare(b.text));

const variant = (d: Draft, text: string, family: Draft['family']): Draft => ({ ...d, text, family, source: 'transformed' });

export interface AttackVariantCounts { obfuscated: number; encoded: number; split: number }

/** Obfuscated, encoded and split forms of one-line handwritten attacks (multi-line and mixed-language ones excluded). */
export function attackVariants(sources: readonly Draft[], n: AttackVariantCounts): Draft[] {
  const eligible = firstOfEachGroup(sources).filter((d) => !d.text.includes('\n') && !/[\u0400-\u04ff]/u.test(d.text));
  const out: Draft[] = [];
  const names = Object.keys(OBFUSCATIONS);
  shuffled(eligible, 'obf').forEach((d, i, all) => {
    for (let k = i; k < n.obfuscated; k += all.length) {
      const rng = mulberry32(hash32(`obf:${k}:${d.group}`));
      out.push(variant(d, OBFUSCATIONS[names[k % names.length]](d.text, rng), 'obfuscation'));
    }
  });
  const kinds: BlobKind[] = ['base64', 'rot13', 'hex', 'reverse'];
  shuffled(eligible.filter((d) => words(d.text) <= 18), 'blob').slice(0, n.encoded).forEach((d, i) => {
    out.push(variant(d, encodedBlob(d.text, mulberry32(hash32(`blob:${d.group}`)), kinds[i % kinds.length], 'en'), 'obfuscation'));
  });
  shuffled(eligible.filter((d) => words(d.text) >= 4 && words(d.text) <= 28), 'split').slice(0, n.split).forEach((d) => {
    out.push(variant(d, splitPayload(d.text, mulberry32(hash32(`split:${d.group}`)), 'en'), 'payload-splitting'));
  });
  return out;
}

const BENIGN_EMOJI = ['🙂', '🙏', '😤', '😡', '👍', '🤦', '😅', '😭', '🙄', '💯'];

/** An emoji or two where people put them: at the end, or after the first sentence. */
function withEmoji(text: string, rng: Rng): string {
  const e = pick(BENIGN_EMOJI, rng);
  if (chance(0.3, rng)) return text.replace(/([.!?])\s/u, `$1 ${e} `);
  return `${text} ${chance(0.3, rng) ? e + e : e}`;
}

/** Emphasis people type when they are cross: 👏 between words, or one word spaced out. */
const emphasis = (text: string, rng: Rng): string =>
  chance(0.5, rng) && words(text) <= 14 ? text.split(' ').join(' 👏 ') : spacedLetters(text, rng);

const NOISE: readonly [string, number, (t: string, r: Rng) => string][] = [
  ['typos', 40, (t, r) => typos(t, r)],
  ['shout', 14, shout],
  ['emoji', 16, withEmoji],
  ['keyboard-cyrillic', 9, (t, r) => homoglyphLatinToCyrillic(t, r, 0.04)],
  ['paste-zero-width', 8, (t, r) => zeroWidth(t, r, 0.03)],
  ['emphasis', 7, emphasis],
  ['mixed-case', 3, mixedCase],
  ['fullwidth', 3, fullwidth],
];

/** Noisy copies of `count` handwritten benign rows, with the transform drawn by weight. */
export function benignVariants(sources: readonly Draft[], count: number): Draft[] {
  const total = NOISE.reduce((s, [, w]) => s + w, 0);
  return shuffled(firstOfEachGroup(sources), 'noise').slice(0, count).map((d) => {
    const rng = mulberry32(hash32(`noise:${d.group}`));
    let roll = rng() * total;
    const [, , f] = NOISE.find(([, w]) => (roll -= w) < 0) ?? NOISE[0];
    return variant(d, f(d.text, rng), d.family);
  });
}
