/**
 * Picks the model's two thresholds for one language from out-of-fold predictions on the train
 * split: the pair that blocks the most attacks while the whole classifier (patterns and model
 * together, as risk-scoring.ts combines them) keeps its false-positive rates under the caps.
 */
import type { ModelThresholds } from '#src/modules/security/infrastructure/offline/model/injection-model.ts';
import { modelEvidence, noisyOr, riskLevel } from '#src/modules/security/infrastructure/offline/risk-scoring.ts';
import { isBlocked, isRecorded } from '#src/modules/security/domain/risk.ts';

export interface Scored {
  attack: boolean;
  /** The patterns' evidence, combined. */
  patterns: number;
  /** The model's out-of-fold probability. */
  probability: number;
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
const NEVER = 1.01;

export function rates(rows: Scored[], thresholds: ModelThresholds): Rates {
  let [tp, fp, rtp, rfp, attacks, benign] = [0, 0, 0, 0, 0, 0];
  for (const r of rows) {
    const level = riskLevel(noisyOr([r.patterns, modelEvidence(r.probability, thresholds)]));
    if (r.attack) (attacks++, (tp += +isBlocked(level)), (rtp += +isRecorded(level)));
    else (benign++, (fp += +isBlocked(level)), (rfp += +isRecorded(level)));
  }
  return { blockRecall: tp / (attacks || 1), blockFpr: fp / (benign || 1), recordRecall: rtp / (attacks || 1), recordFpr: rfp / (benign || 1) };
}

function candidates(rows: Scored[]): number[] {
  const sorted = [...new Set(rows.map((r) => r.probability))].sort((a, b) => a - b);
  const step = Math.max(1, Math.floor(sorted.length / 200));
  return [...sorted.filter((_, i) => i % step === 0), NEVER];
}

export function searchThresholds(rows: Scored[]): { thresholds: ModelThresholds; rates: Rates } {
  let best = { thresholds: { block: NEVER, record: NEVER }, rates: rates(rows, { block: NEVER, record: NEVER }) };
  const grid = candidates(rows);
  for (const block of grid) {
    for (const record of grid) {
      if (record > block) break;
      const r = rates(rows, { block, record });
      if (r.blockFpr > MAX_BLOCK_FPR || r.recordFpr > MAX_RECORD_FPR) continue;
      const better = r.blockRecall > best.rates.blockRecall
        || (r.blockRecall === best.rates.blockRecall && (r.recordRecall > best.rates.recordRecall
          || (r.recordRecall === best.rates.recordRecall && r.blockFpr + r.recordFpr < best.rates.blockFpr + best.rates.recordFpr)));
      if (better) best = { thresholds: { block, record }, rates: r };
    }
  }
  return best;
}
