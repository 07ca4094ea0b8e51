/**
 * Out-of-fold predictions on the train split: five folds by the corpus's `group` (paraphrases and
 * variants of one seed never straddle a fold, so a fold's rows are as new to its model as the test
 * split's), a model trained on four, scoring the fifth the way the classifier scores a message.
 */
import { createHash } from 'node:crypto';
import type { SparseVector } from '#src/modules/security/infrastructure/offline/model/hashed-features.ts';
import type { InjectionModel } from '#src/modules/security/infrastructure/offline/model/injection-model.ts';
import { modelFeatures } from '#src/modules/security/infrastructure/offline/model/model-inputs.ts';
import { normalise } from '#src/modules/security/infrastructure/offline/normalise.ts';
import { matchPatterns, type Findings } from '#src/modules/security/infrastructure/offline/pattern-matching.ts';
import type { ScreeningLocale } from '#src/modules/security/domain/screening.ts';
import { levelFromUnlearned, MIN_SUPPORT } from '#src/modules/security/infrastructure/offline/risk-scoring.ts';
import type { CorpusRow } from '../../test/support/injection-corpus.ts';
import { trainShippable, type Example } from './neural-network.ts';
import type { Scored } from './threshold-search.ts';

export const FOLDS = 5;

export interface Prepared {
  row: CorpusRow;
  example: Example;
  /** Every input the classifier would score (folded text, decoded views). */
  inputs: SparseVector[];
  /** How many pattern families fired, and whether a disguise hid one: what makes a blocked message Critical. */
  families: number;
  hidden: boolean;
  disguised: boolean;
  words: number;
  /** The families that fired, with their rules' weights. */
  fired: Findings['families'];
  fold: number;
}

export function prepare(rows: CorpusRow[]): Prepared[] {
  return rows.map((row) => {
    const normalised = normalise(row.text, row.locale);
    const findings = matchPatterns(normalised);
    const inputs = modelFeatures(normalised, findings);
    return {
      row,
      example: { x: inputs[0], y: row.label === 'attack' ? 1 : 0 },
      inputs,
      families: findings.families.size,
      hidden: findings.hidden,
      disguised: findings.obfuscations.size > 0,
      words: normalised.folded.match(/[\p{L}\p{N}]+/gu)?.length ?? 0,
      fired: findings.families,
      fold: createHash('sha256').update(row.group || row.id).digest().readUInt32BE(0) % FOLDS,
    };
  });
}

export function outOfFold(prepared: Prepared[]): number[] {
  const probabilities = new Array<number>(prepared.length);
  for (let fold = 0; fold < FOLDS; fold++) {
    const model = trainShippable(prepared.filter((p) => p.fold !== fold).map((p) => p.example));
    prepared.forEach((p, i) => {
      if (p.fold === fold) probabilities[i] = scoreOf(model, p);
    });
  }
  return probabilities;
}

/** A message scores as its most suspicious input, as in the classifier. */
export const scoreOf = (model: InjectionModel, p: Prepared) => Math.max(...p.inputs.map((x) => model.probability(x)));


/** The families that fired on at least MIN_SUPPORT train rows: the model has seen enough of them to weigh them. */
export function learnedFamilies(prepared: Prepared[]): string[] {
  const support = new Map<string, number>();
  for (const p of prepared) for (const family of p.fired.keys()) support.set(family, (support.get(family) ?? 0) + 1);
  return [...support].filter(([, n]) => n >= MIN_SUPPORT).map(([family]) => family).sort();
}

/** One language's rows with their probabilities, as the threshold search reads them. */
export function scored(prepared: Prepared[], probabilities: number[], locale: ScreeningLocale, learned: ReadonlySet<string>): Scored[] {
  return prepared.flatMap((p, i) => (p.row.locale === locale
    ? [{ attack: p.example.y === 1, families: p.families, hidden: p.hidden, disguised: p.disguised, words: p.words, probability: probabilities[i], floor: levelFromUnlearned({ families: p.fired, obfuscations: new Set(), hidden: false }, learned) }]
    : []));
}
