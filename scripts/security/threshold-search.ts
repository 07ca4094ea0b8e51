/**
 * Picks the model's two thresholds for one language from out-of-fold predictions on the train
 * split: the lowest probability that blocks while no more than MAX_BLOCK_FPR of benign messages are
 * blocked, and the lowest that records while no more than MAX_RECORD_FPR are recorded.
 */
import { higherRisk, isBlocked, isRecorded, type RiskLevel } from '#src/modules/security/domain/risk.ts';
import type { ModelThresholds } from '#src/modules/security/infrastructure/offline/model/injection-model.ts';
import { levelFromModel, type ModelVerdict } from '#src/modules/security/infrastructure/offline/risk-scoring.ts';

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

/** Half the 2% target for blocking: a fold-tuned threshold meets new messages with more false positives than it saw. */
export const MAX_BLOCK_FPR = 0.01;
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

/** The lowest threshold above which at most `maxFpr` of the benign probabilities lie. */
function lowestWithin(rows: Scored[], maxFpr: number): number {
  const benign = rows.filter((r) => !r.attack).map((r) => r.probability).sort((a, b) => b - a);
  const allowed = Math.floor(maxFpr * benign.length);
  // Just above the first benign probability that may not pass, so exactly `allowed` benign rows are above it.
  return allowed < benign.length ? benign[allowed] + 1e-9 : 0;
}

export function searchThresholds(rows: Scored[]): { thresholds: ModelThresholds; rates: Rates } {
  const block = lowestWithin(rows, MAX_BLOCK_FPR);
  const thresholds = { block, record: Math.min(block, lowestWithin(rows, MAX_RECORD_FPR)) };
  return { thresholds, rates: rates(rows, thresholds) };
}
