// npm run security:held-out -- <batch> [<later batch>…] — how a model that never saw a seed batch of
// the corpus (tag suffix -x, -y or -z; see test/fixtures/injection-corpus/README.md) grades that
// batch's TRAIN rows: wording written apart from everything it learned from, so the settings (features,
// budgets) can be compared without reading the test split. The batches named after the first are left
// out of training too, as they were when the choice was made. Prints, per words-alone:block budget,
// blocked and recorded recall / FPR and the recall the raw score would give at 2% of the batch's benign.
import type { ScreeningLocale } from '#src/modules/security/domain/screening.ts';
import { loadInjectionCorpus } from '../../test/support/injection-corpus.ts';
import { learnedFamilies, outOfFold, prepare, scored, scoreOf } from './cross-validation.ts';
import { trainShippable } from './neural-network.ts';
import { MAX_ALONE_FPR, MAX_BLOCK_FPR, rates, searchThresholds } from './threshold-search.ts';

const [batch, ...later] = process.argv.slice(2);
if (!batch || ![batch, ...later].every((b) => /^[a-z]$/.test(b))) throw new Error('usage: npm run security:held-out -- <batch letter> [<later batch letter>…]');
const inBatch = (letters: string[]) => new RegExp(`-(${letters.join('|')})(-look)?-\\d{3}$`);
const train = loadInjectionCorpus('train');
const heldOut = prepare(train.filter((r) => inBatch([batch]).test(r.group)));
const rest = prepare(train.filter((r) => !inBatch([batch, ...later]).test(r.group)));
if (heldOut.length === 0) throw new Error(`no train rows in batch -${batch}`);
const learned = new Set(learnedFamilies(rest));
const outOfFoldRest = outOfFold(rest);
const model = trainShippable(rest.map((p) => p.example));
const heldOutProbabilities = heldOut.map((p) => scoreOf(model, p));

const pct = (x: number, digits = 1) => `${(100 * x).toFixed(digits)}%`;
const budgets = [[0.0025, 0.01], [MAX_ALONE_FPR, MAX_BLOCK_FPR], [0.01, 0.01], [0.02, 0.02]];
console.log(`batch -${batch}: ${heldOut.length} train rows held out; the model trained on ${rest.length}\n`);
console.log('| words alone : block | language | attacks, benign | blocked: recall / FPR | recorded: recall / FPR | raw score at 2% |\n|---|---|---|---|---|---|');
for (const [alone, block] of budgets) {
  for (const locale of ['en', 'ru'] as ScreeningLocale[]) {
    const { thresholds } = searchThresholds(scored(rest, outOfFoldRest, locale, learned), alone, block);
    const rows = scored(heldOut, heldOutProbabilities, locale, learned);
    const [attacks, benign] = [rows.filter((r) => r.attack), rows.filter((r) => !r.attack)];
    if (attacks.length === 0 || benign.length === 0) continue;
    const r = rates(rows, thresholds);
    const cut = benign.map((b) => b.probability).sort((a, b) => b - a)[Math.floor(0.02 * benign.length)];
    const raw = attacks.filter((a) => a.probability > cut).length / attacks.length;
    console.log(`| ${pct(alone, 2)} : ${pct(block, 2)} | ${locale} | ${attacks.length}, ${benign.length} | ${pct(r.blockRecall)} / ${pct(r.blockFpr)} | ${pct(r.recordRecall)} / ${pct(r.recordFpr)} | ${pct(raw)} |`);
  }
}
