/**
 * Picks the model's three thresholds for one language from out-of-fold predictions on the train
 * split: the lowest probability that blocks while no more than MAX_BLOCK_FPR of benign messages are
 * blocked; the stricter one that blocks on the model's word weights alone (no pattern family, no
 * disguise) while no more than MAX_ALONE_FPR of benign messages are blocked that way; and the lowest
 * that records while no more than MAX_RECORD_FPR are recorded.
 */
import { higherRisk, isBlocked, isRecorded, type RiskLevel } from '#src/modules/security/domain/risk.ts';
import type { ModelThresholds } from '#src/modules/security/infrastructure/offline/model/injection-model.ts';
import { hasNamedReason, levelFromModel, type ModelVerdict } from '#src/modules/security/infrastructure/offline/risk-scoring.ts';

export interface Scored extends ModelVerdict {
  attack: boolean;
  /** The level the rules of families the model never learned give on their own. */
  floor: RiskLevel;
}

export interface Rates {
  blockRecall: number;
  blockFpr: number;
  recordRecall: number;
  recordFpr: number;
}

/**
 * Three quarters of the 2% target for blocking: a fold-tuned threshold can meet new messages with more
 * false positives than it saw (on the seeds held back while choosing, ru did: 2.4% at a 2% budget).
 */
export const MAX_BLOCK_FPR = 0.015;
/**
 * A stricter budget for blocks nobody can name a reason for. Those are the ones that hit ordinary
 * questions to the character, which the corpus can never cover in full. 0.5% blocks none of
 * test/unit/security/learner-questions.test.ts; 1% blocked one (a learner announcing a board decision),
 * and the 0.25% of the first corpus costs ru 7 and en 2 points of recall out of fold (see docs/benchmarks.md).
 */
export const MAX_ALONE_FPR = 0.005;
export const MAX_RECORD_FPR = 0.05;

export function rates(rows: Scored[], thresholds: ModelThresholds): Rates {
  let [tp, fp, rtp, rfp, attacks, benign] = [0, 0, 0, 0, 0, 0];
  for (const r of rows) {
    const level = higherRisk(levelFromModel(r, thresholds), r.floor);
    if (r.attack) (attacks++, (tp += +isBlocked(level)), (rtp += +isRecorded(level)));
    else (benign++, (fp += +isBlocked(level)), (rfp += +isRecorded(level)));
  }
  return { blockRecall: tp / (attacks || 1), blockFpr: fp / (benign || 1), recordRecall: rtp / (attacks || 1), recordFpr: rfp / (benign || 1) };
}

/** The lowest threshold that lets through at most `allowed` of these benign probabilities. */
function lowestAllowing(benign: number[], allowed: number): number {
  const sorted = [...benign].sort((a, b) => b - a);
  // Just above the first benign probability that may not pass, so exactly `allowed` benign rows are above it.
  return allowed < sorted.length ? sorted[allowed] + 1e-9 : 0;
}

/** Other budgets than the shipped ones: for the training log's trade-off table and `npm run security:held-out`. */
export function searchThresholds(rows: Scored[], maxAloneFpr = MAX_ALONE_FPR, maxBlockFpr = MAX_BLOCK_FPR): { thresholds: ModelThresholds; rates: Rates } {
  const benign = rows.filter((r) => !r.attack);
  // Every budget is a share of all benign messages, so the three thresholds answer the same question.
  const within = (maxFpr: number, of = benign) => lowestAllowing(of.map((r) => r.probability), Math.floor(maxFpr * benign.length));
  const block = within(maxBlockFpr);
  const blockAlone = Math.max(block, within(maxAloneFpr, benign.filter((r) => !hasNamedReason(r))));
  const thresholds = { block, blockAlone, record: Math.min(block, within(MAX_RECORD_FPR)) };
  return { thresholds, rates: rates(rows, thresholds) };
}
