// npm run security:train — trains the offline classifier's model on the TRAIN split of
// test/fixtures/injection-corpus and writes its weights deterministically to
// src/modules/security/infrastructure/offline/model/injection-model.weights.json. The L2 strength and
// the per-language thresholds (record, block, block on word weights alone) are chosen by 5-fold
// cross-validation over the train split, folds by the corpus's `group` (paraphrases of one attack never
// straddle a fold). The test split is never read.
import { writeFileSync } from 'node:fs';
import type { ScreeningLocale } from '#src/modules/security/domain/screening.ts';
import { BUCKET_BITS } from '#src/modules/security/infrastructure/offline/model/hashed-features.ts';
import type { InjectionModelFile, ModelThresholds } from '#src/modules/security/infrastructure/offline/model/injection-model.ts';
import { fingerprint, loadInjectionCorpus } from '../../test/support/injection-corpus.ts';
import { learnedFamilies, outOfFold, prepare, scored } from './cross-validation.ts';
import { trainLogistic } from './logistic-regression.ts';
import { MAX_ALONE_FPR, MAX_BLOCK_FPR, searchThresholds, type Rates } from './threshold-search.ts';

const OUT = 'src/modules/security/infrastructure/offline/model/injection-model.weights.json';
const L2_GRID = [1e-6, 1e-5, 1e-4, 1e-3];
const WITHIN = 0.01;
const LOCALES: ScreeningLocale[] = ['en', 'ru'];

const rows = loadInjectionCorpus('train');
if (rows.length === 0) throw new Error('no train rows in test/fixtures/injection-corpus');
const prepared = prepare(rows);
const learned = learnedFamilies(prepared);
const learnedSet = new Set(learned);

function tune(probabilities: number[], maxAloneFpr = MAX_ALONE_FPR): Record<ScreeningLocale, { thresholds: ModelThresholds; rates: Rates }> {
  const of = (locale: ScreeningLocale) => scored(prepared, probabilities, locale, learnedSet);
  return { en: searchThresholds(of('en'), maxAloneFpr), ru: searchThresholds(of('ru'), maxAloneFpr) };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const candidates = L2_GRID.map((l2) => {
  const probabilities = outOfFold(prepared, l2);
  const tuned = tune(probabilities);
  console.log(`l2=${l2}: ${LOCALES.map((l) => `${l} block recall ${pct(tuned[l].rates.blockRecall)} at FPR ${pct(tuned[l].rates.blockFpr)}, record ${pct(tuned[l].rates.recordRecall)} at ${pct(tuned[l].rates.recordFpr)}`).join('; ')}`);
  return { l2, tuned, probabilities, recall: (tuned.en.rates.blockRecall + tuned.ru.rates.blockRecall) / 2 };
});
// The strongest regularisation within a point of the best: the corpus is small and its benign rows
// cannot cover everything learners say, so among near-equals the model that trusts single words least.
const top = Math.max(...candidates.map((c) => c.recall));
const best = candidates.filter((c) => c.recall >= top - WITHIN).at(-1);
// What the budget for blocks on the word weights alone costs in recall, out of fold, for the record.
for (const budget of [0, 0.0025, MAX_ALONE_FPR, MAX_BLOCK_FPR]) {
  const t = tune(best!.probabilities, budget);
  console.log(`  blocks on word weights alone within ${(100 * budget).toFixed(2)}% of benign: ${LOCALES.map((l) => `${l} threshold ${t[l].thresholds.blockAlone.toFixed(3)}, block recall ${pct(t[l].rates.blockRecall)} at FPR ${pct(t[l].rates.blockFpr)}`).join('; ')}`);
}

const final = trainLogistic(prepared.map((p) => p.example), { l2: best!.l2 });
const round = (x: number, digits: number) => Number(x.toFixed(digits)) || 0;
const file: InjectionModelFile & { l2: number; crossValidation: Record<ScreeningLocale, Rates> } = {
  bucketBits: BUCKET_BITS,
  bias: round(final.bias, 6),
  weights: Array.from(final.weights, (w) => round(w, 4)),
  thresholds: { en: best!.tuned.en.thresholds, ru: best!.tuned.ru.thresholds },
  learnedFamilies: learned,
  trainedOn: { rows: rows.length, attacks: rows.filter((r) => r.label === 'attack').length, benign: rows.filter((r) => r.label === 'benign').length, corpusSha256: fingerprint(rows) },
  l2: best!.l2,
  crossValidation: { en: best!.tuned.en.rates, ru: best!.tuned.ru.rates },
};
writeFileSync(OUT, `${JSON.stringify(file)}\n`);
console.log(`chose l2=${best!.l2}; wrote ${OUT} (${rows.length} train rows)`);
