// Assembles the Russian corpus and renders it as JSON Lines. Deduplication, numbering, the split by a
// hash of the group and serialisation are shared with the other languages (../rows.ts). Pure and
// deterministic: the unit test compares renderCorpus() with the committed ru.jsonl byte for byte.
import { ATTACK_FAMILIES, finalise, toJsonl, type Row } from '../rows.ts';
import { collectDrafts } from './collect.ts';

export const buildRuRows = (): Row[] => finalise(collectDrafts(), 'ru');

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

/** The JSON Lines text of ru.jsonl (the name every language's render.ts exports, for the unit test). */
export const renderCorpus = (): string => toJsonl(buildRuRows());
