// Shapes of the Russian seed files. A seed written as a list holds hand-written variants of one idea
// (paraphrases, or the turns of one multi-turn attempt): they share a group, so a paraphrase never lands
// in train while its original sits in test.

export type Seed = string | readonly string[];

export const ATTACK_FAMILIES = [
  'instruction-override',
  'roleplay-jailbreak',
  'system-prompt-extraction',
  'payload-splitting',
  'obfuscation',
  'context-injection',
  'refusal-suppression',
  'translation-or-encoding-request',
  'multilingual',
] as const;
export type AttackFamily = (typeof ATTACK_FAMILIES)[number];

export const BENIGN_FAMILIES = ['conversation', 'lookalike', 'offtopic'] as const;
export type BenignFamily = (typeof BENIGN_FAMILIES)[number];
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
