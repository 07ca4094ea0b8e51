// The row shape of the injection corpus and the steps every language's builder shares: the split by
// a stable hash of the group, deduplication, numbering and serialisation to JSON Lines.
import { hash32 } from './transforms.ts';

export const ATTACK_FAMILIES = [
  'instruction-override', 'roleplay-jailbreak', 'system-prompt-extraction', 'payload-splitting', 'obfuscation',
  'context-injection', 'refusal-suppression', 'translation-or-encoding-request', 'multilingual',
] as const;
export const BENIGN_FAMILIES = ['conversation', 'lookalike', 'offtopic'] as const;

export type AttackFamily = (typeof ATTACK_FAMILIES)[number];
export type BenignFamily = (typeof BENIGN_FAMILIES)[number];
export type Label = 'attack' | 'benign';
export type Source = 'handwritten' | 'templated' | 'transformed';

/** A row before it has an id and a split. */
export interface Draft {
  text: string;
  label: Label;
  family: AttackFamily | BenignFamily;
  group: string;
  source: Source;
}

export interface Row extends Draft {
  id: string;
  locale: 'en' | 'ru';
  split: 'train' | 'test';
}

/** A handwritten seed: one text, or a text with hand-made paraphrases that share its group. */
export type Seed = string | readonly string[];

/** ≈70% train / 30% test, decided by the group only, so a seed and its variants never straddle the split. */
export const splitOf = (group: string): 'train' | 'test' => (hash32(`split:${group}`) % 100 < 70 ? 'train' : 'test');

/** The key two texts share when they differ only in runs of white space (case is kept: shouting is a variant). */
export const dedupeKey = (text: string): string => text.normalize('NFC').replace(/\s+/g, ' ').trim();

/** Rows from handwritten seeds, numbering the groups `<locale>-<a|b>-<tag>-NNN` in seed order. */
export function fromSeeds(seeds: readonly Seed[], locale: string, label: Label, family: Draft['family'], tag: string): Draft[] {
  const l = label === 'attack' ? 'a' : 'b';
  return seeds.flatMap((seed, i) => {
    const group = `${locale}-${l}-${tag}-${String(i + 1).padStart(3, '0')}`;
    const texts = typeof seed === 'string' ? [seed] : seed;
    return texts.map((text) => ({ text: text.trim(), label, family, group, source: 'handwritten' as const }));
  });
}

/**
 * Drops later duplicates (by `dedupeKey`), refuses a text that carries both labels, and numbers the rows
 * per label in order. Earlier drafts win, so builders list handwritten rows first.
 */
export function finalise(drafts: readonly Draft[], locale: 'en' | 'ru'): Row[] {
  const seen = new Map<string, Draft>();
  const rows: Row[] = [];
  const counters = { attack: 0, benign: 0 };
  for (const d of drafts) {
    const key = dedupeKey(d.text);
    const before = seen.get(key);
    if (before) {
      if (before.label !== d.label) throw new Error(`the same text is labelled both ways: ${JSON.stringify(d.text)}`);
      continue;
    }
    seen.set(key, d);
    const n = ++counters[d.label];
    const id = `${locale}-${d.label === 'attack' ? 'a' : 'b'}-${String(n).padStart(5, '0')}`;
    rows.push({ id, text: d.text, locale, label: d.label, family: d.family, group: d.group, split: splitOf(d.group), source: d.source });
  }
  return rows;
}

/** One JSON object per line, keys in the documented order, a final newline. */
export const toJsonl = (rows: readonly Row[]): string =>
  rows
    .map((r) => JSON.stringify({ id: r.id, text: r.text, locale: r.locale, label: r.label, family: r.family, group: r.group, split: r.split, source: r.source }))
    .join('\n') + '\n';
