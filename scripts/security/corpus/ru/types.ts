// Shapes of the Russian seed files. The row shape, families and seeds are shared with the other
// languages (../rows.ts); a seed written as a list holds hand-written variants of one idea (paraphrases,
// or the turns of one multi-turn attempt) that share a group, so they never straddle train and test.
import type { AttackFamily, BenignFamily } from '../rows.ts';

export { ATTACK_FAMILIES, BENIGN_FAMILIES, type AttackFamily, type BenignFamily, type Seed } from '../rows.ts';
export type Family = AttackFamily | BenignFamily;

/**
 * A template: one part is drawn from each slot and the parts are joined with spaces. Every row of a
 * template shares one group — rows that differ in a slot or two are near-duplicates for a classifier.
 */
export interface Template {
  id: string;
  family: Family;
  /** How many distinct rows to draw. */
  count: number;
  slots: readonly (readonly string[])[];
  /** Between the parts; a space unless the template lays out lines. */
  joiner?: string;
}
