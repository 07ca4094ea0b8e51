// npm run security:train — trains the offline classifier's model on the TRAIN split of
// test/fixtures/injection-corpus and writes its weights deterministically to
// src/modules/security/infrastructure/offline/model/injection-model.weights.json. The per-language
// thresholds (record, block, block on word weights alone) are chosen by 5-fold cross-validation over
// the train split, folds by the corpus's `group` (paraphrases of one attack never straddle a fold), on
// the quantised network the product loads. The test split is never read.
import { writeFileSync } from 'node:fs';
import type { ScreeningLocale } from '#src/modules/security/domain/screening.ts';
import type { ModelThresholds } from '#src/modules/security/infrastructure/offline/model/injection-model.ts';
import { fingerprint, loadInjectionCorpus } from '../../test/support/injection-corpus.ts';
import { learnedFamilies, outOfFold, prepare, scored } from './cross-validation.ts';
import { shippable, trainNetwork } from './neural-network.ts';
import { MAX_ALONE_FPR, MAX_BLOCK_FPR, searchThresholds, type Rates } from './threshold-search.ts';

const OUT = 'src/modules/security/infrastructure/offline/model/injection-model.weights.json';
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
const probabilities = outOfFold(prepared);
const tuned = tune(probabilities);
console.log(`out of fold: ${LOCALES.map((l) => `${l} block recall ${pct(tuned[l].rates.blockRecall)} at FPR ${pct(tuned[l].rates.blockFpr)}, record ${pct(tuned[l].rates.recordRecall)} at ${pct(tuned[l].rates.recordFpr)}`).join('; ')}`);
// What the budget for blocks on the word weights alone costs in recall, out of fold, for the record.
for (const budget of [0, 0.0025, MAX_ALONE_FPR, MAX_BLOCK_FPR]) {
  const t = tune(probabilities, budget);
  console.log(`  blocks on word weights alone within ${(100 * budget).toFixed(2)}% of benign: ${LOCALES.map((l) => `${l} threshold ${t[l].thresholds.blockAlone.toFixed(3)}, block recall ${pct(t[l].rates.blockRecall)} at FPR ${pct(t[l].rates.blockFpr)}`).join('; ')}`);
}

const file = shippable(trainNetwork(prepared.map((p) => p.example)), {
  thresholds: { en: tuned.en.thresholds, ru: tuned.ru.thresholds },
  learnedFamilies: learned,
  trainedOn: { rows: rows.length, attacks: rows.filter((r) => r.label === 'attack').length, benign: rows.filter((r) => r.label === 'benign').length, corpusSha256: fingerprint(rows) },
});
writeFileSync(OUT, `${JSON.stringify({ ...file, crossValidation: { en: tuned.en.rates, ru: tuned.ru.rates } })}\n`);
console.log(`wrote ${OUT} (${rows.length} train rows)`);
