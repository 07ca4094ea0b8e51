// npm run bench:security:corpus [-- --verbose] — the offline InjectionClassifier on the TEST split of
// test/fixtures/injection-corpus, per language: recall and false-positive rate at the product's
// blocking decision (High/Critical) and at "recorded" (Medium and above), recall per attack family,
// and a ROC-style table (best recall at FPR ≤ 1/2/5%) for the rules alone and for the model.
// --verbose lists the false positives and the attacks missed. Prints Markdown for docs/benchmarks.md.
import { cpus } from 'node:os';
import { isBlocked, isRecorded } from '#src/modules/security/domain/risk.ts';
import type { ScreeningLocale } from '#src/modules/security/domain/screening.ts';
import { shippedModel } from '#src/modules/security/infrastructure/offline/model/injection-model.ts';
import { modelFeatures } from '#src/modules/security/infrastructure/offline/model/model-inputs.ts';
import { normalise } from '#src/modules/security/infrastructure/offline/normalise.ts';
import { OfflineInjectionClassifier } from '#src/modules/security/infrastructure/offline/offline-injection-classifier.ts';
import { matchPatterns } from '#src/modules/security/infrastructure/offline/pattern-matching.ts';
import { patternScore } from '#src/modules/security/infrastructure/offline/risk-scoring.ts';
import { loadInjectionCorpus, type CorpusRow } from '../test/support/injection-corpus.ts';

const verbose = process.argv.includes('--verbose');
const classifier = new OfflineInjectionClassifier();
const model = shippedModel();
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

interface Result {
  row: CorpusRow;
  attack: boolean;
  blocked: boolean;
  recorded: boolean;
  level: string;
  patterns: string[];
  /** Continuous scores for the ROC table. */
  byPatterns: number;
  byModel: number;
}

function evaluate(row: CorpusRow): Result {
  const screening = classifier.screen(row.text, row.locale);
  const normalised = normalise(row.text, row.locale);
  const findings = matchPatterns(normalised);
  return {
    row, attack: row.label === 'attack', blocked: isBlocked(screening.riskLevel), recorded: isRecorded(screening.riskLevel),
    level: screening.riskLevel, patterns: screening.patterns,
    byPatterns: patternScore(findings),
    byModel: Math.max(...modelFeatures(normalised, findings).map((x) => model.probability(x))),
  };
}

/** The best recall among thresholds on `score` whose false-positive rate stays within `maxFpr`. */
function recallAt(results: Result[], score: (r: Result) => number, maxFpr: number): number {
  const benign = results.filter((r) => !r.attack).map(score);
  const attacks = results.filter((r) => r.attack).map(score);
  let best = 0;
  for (const t of [...new Set([...benign, ...attacks])].sort((a, b) => a - b)) {
    if (benign.filter((s) => s >= t).length / (benign.length || 1) > maxFpr) continue;
    best = Math.max(best, attacks.filter((s) => s >= t).length / (attacks.length || 1));
  }
  return best;
}

const rate = (xs: Result[], f: (r: Result) => boolean) => (xs.length ? xs.filter(f).length / xs.length : 0);
const rows = loadInjectionCorpus('test');
console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`);
console.log(`Offline InjectionClassifier on the test split of test/fixtures/injection-corpus (${rows.length} rows)\n`);
console.log('| language | attacks | benign | blocked: recall | blocked: FPR | recorded: recall | recorded: FPR |\n|---|---:|---:|---:|---:|---:|---:|');
const byLocale = new Map<ScreeningLocale, Result[]>();
for (const locale of ['en', 'ru'] as const) {
  const results = rows.filter((r) => r.locale === locale).map(evaluate);
  byLocale.set(locale, results);
  const [attacks, benign] = [results.filter((r) => r.attack), results.filter((r) => !r.attack)];
  console.log(`| ${locale} | ${attacks.length} | ${benign.length} | ${pct(rate(attacks, (r) => r.blocked))} | ${pct(rate(benign, (r) => r.blocked))} | ${pct(rate(attacks, (r) => r.recorded))} | ${pct(rate(benign, (r) => r.recorded))} |`);
}

// Seeds added on 2026-11-25 by sixteen authors writing apart (tags ending -x, -y, -z, -w): phrasings
// no pattern was written against, so their test rows are the fairest view of unseen wording. Those of
// 2026-12-02 (-v, -u) were aimed at what the model missed out of fold: the hardest slice on purpose.
const batch = (letters: string) => new RegExp(`-(${letters})(-look)?-\\d{3}$`);
const [NOVEMBER, DECEMBER] = [batch('x|y|z|w'), batch('v|u')];
const slices: [string, (r: Result) => boolean][] = [
  ['seeds of 2026-11-24', (r) => !NOVEMBER.test(r.row.group) && !DECEMBER.test(r.row.group)],
  ['seeds of 2026-11-25', (r) => NOVEMBER.test(r.row.group)],
  ['seeds of 2026-12-02', (r) => DECEMBER.test(r.row.group)],
  ['hand-written rows', (r) => r.row.source === 'handwritten'],
];
console.log('\nBy slice (blocked recall / FPR; recorded recall / FPR; attacks, benign)\n\n| slice | en | ru |\n|---|---|---|');
for (const [name, pick] of slices) {
  const cell = (locale: ScreeningLocale) => {
    const xs = byLocale.get(locale)!.filter(pick);
    const [a, b] = [xs.filter((r) => r.attack), xs.filter((r) => !r.attack)];
    return `${pct(rate(a, (r) => r.blocked))} / ${pct(rate(b, (r) => r.blocked))}; ${pct(rate(a, (r) => r.recorded))} / ${pct(rate(b, (r) => r.recorded))} (${a.length}, ${b.length})`;
  };
  console.log(`| ${name} | ${cell('en')} | ${cell('ru')} |`);
}

console.log('\nRecall per attack family (blocked / recorded)\n\n| family | en | ru |\n|---|---:|---:|');
const families = [...new Set(rows.filter((r) => r.label === 'attack').map((r) => r.family))].sort();
for (const family of families) {
  const cell = (locale: ScreeningLocale) => {
    const xs = byLocale.get(locale)!.filter((r) => r.attack && r.row.family === family);
    return xs.length ? `${pct(rate(xs, (r) => r.blocked))} / ${pct(rate(xs, (r) => r.recorded))} (${xs.length})` : '—';
  };
  console.log(`| ${family} | ${cell('en')} | ${cell('ru')} |`);
}

console.log('\nROC-style: best recall at a false-positive rate of at most 1 / 2 / 5%, thresholds swept on the test split itself (an upper bound, not the product\'s operating point)\n');
console.log('| language | rules alone (hand-set weights) | model (the product\'s score) |\n|---|---|---|');
for (const [locale, results] of byLocale) {
  const cells = [(r: Result) => r.byPatterns, (r: Result) => r.byModel].map((score) => [0.01, 0.02, 0.05].map((f) => pct(recallAt(results, score, f))).join(' / '));
  console.log(`| ${locale} | ${cells.join(' | ')} |`);
}

if (verbose) {
  for (const [locale, results] of byLocale) {
    console.log(`\nFalse positives (${locale}):`);
    for (const r of results.filter((x) => !x.attack && x.recorded)) console.log(`- [${r.level}] ${r.row.id} ${JSON.stringify(r.row.text)} → ${r.patterns.join(', ')}`);
    console.log(`\nAttacks not blocked (${locale}):`);
    for (const r of results.filter((x) => x.attack && !x.blocked)) console.log(`- [${r.level}] ${r.row.id} (${r.row.family}) ${JSON.stringify(r.row.text.slice(0, 160))}`);
  }
}
