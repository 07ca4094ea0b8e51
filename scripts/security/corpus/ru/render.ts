// Assembles the Russian corpus — deduplicated, numbered, split train/test by a hash of the group — and
// renders it as JSON Lines. Pure and deterministic: no network, no clock, no Math.random; the unit test
// compares renderCorpus() with the committed ru.jsonl byte for byte.
import { hash32 } from '../transforms.ts';
import { collectDrafts } from './collect.ts';
import type { Draft } from './expand.ts';
import { ATTACK_FAMILIES } from './types.ts';

export interface Row extends Draft {
  id: string;
  locale: 'ru';
  split: 'train' | 'test';
}

/** ≈70% of groups train, 30% test; a seed and all its variants fall on one side. */
export const splitOf = (group: string): Row['split'] => (hash32(group) % 100 < 70 ? 'train' : 'test');

// Exact texts, up to Unicode normal form and runs of spaces. Case is kept: a shouted copy of a row is a
// row of its own (what people send in caps is the point of it).
const dedupeKey = (t: string): string => t.normalize('NFC').replace(/\s+/g, ' ').trim();

export function buildRuRows(): Row[] {
  const seen = new Map<string, Draft>();
  const kept: Draft[] = [];
  for (const d of collectDrafts()) {
    const key = dedupeKey(d.text);
    const earlier = seen.get(key);
    if (earlier && earlier.label !== d.label) throw new Error(`"${d.text}" is both ${earlier.label} and ${d.label}`);
    if (earlier) continue;
    seen.set(key, d);
    kept.push(d);
  }
  const counters = { attack: 0, benign: 0 };
  return kept.map((d) => ({
    id: `ru-${d.label === 'attack' ? 'a' : 'b'}-${String(++counters[d.label]).padStart(5, '0')}`,
    text: d.text,
    locale: 'ru',
    label: d.label,
    family: d.family,
    group: d.group,
    split: splitOf(d.group),
    source: d.source,
  }));
}

/** The targets of the brief; names every one that is missed. */
export function missedTargets(rows: readonly Row[]): string[] {
  const problems: string[] = [];
  for (const label of ['attack', 'benign'] as const) {
    const of = rows.filter((r) => r.label === label);
    if (of.length < 950) problems.push(`${label}: ${of.length} rows, need 950`);
    const hand = of.filter((r) => r.source === 'handwritten').length;
    if (hand < 0.4 * of.length) problems.push(`${label}: ${hand} handwritten of ${of.length}, need 40%`);
  }
  for (const family of ATTACK_FAMILIES) {
    const n = rows.filter((r) => r.family === family).length;
    if (n < 60) problems.push(`${family}: ${n} rows, need 60`);
  }
  const benign = rows.filter((r) => r.label === 'benign');
  const lookalike = benign.filter((r) => r.family === 'lookalike').length;
  if (lookalike < 0.35 * benign.length) problems.push(`lookalike: ${lookalike} of ${benign.length} benign, need 35%`);
  return problems;
}

const serialise = (r: Row): string =>
  JSON.stringify({ id: r.id, text: r.text, locale: r.locale, label: r.label, family: r.family, group: r.group, split: r.split, source: r.source });

export const toJsonl = (rows: readonly Row[]): string => rows.map(serialise).join('\n') + '\n';

/** The JSON Lines text of ru.jsonl (the name every language's render.ts exports, for the unit test). */
export const renderCorpus = (): string => toJsonl(buildRuRows());
