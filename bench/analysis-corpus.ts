// npm run bench:analysis:corpus — the offline SkillAnalyzer against the labelled corpus of learner
// replies (test/fixtures/analysis-corpus): per skill, Spearman's rank correlation between the hand
// labels and the scores, and the share of pairs labelled two or more levels apart that the scores
// order the same way; for English, Russian and both. Items marked as held out (written after the
// rubric was last changed) are also reported on their own. Prints Markdown for docs/benchmarks.md.
import { cpus } from 'node:os';
import { SKILLS } from '#src/modules/analysis/domain/result.ts';
import { OfflineSkillAnalyzer } from '#src/modules/analysis/infrastructure/offline/offline-skill-analyzer.ts';
import { figures, scoreCorpus, type ScoredItem } from '../test/support/analysis-corpus.ts';

const analyzer = new OfflineSkillAnalyzer();
const en = await scoreCorpus(analyzer, 'en');
const ru = await scoreCorpus(analyzer, 'ru');

function table(title: string, sets: [string, ScoredItem[]][]): void {
  console.log(`\n${title}\n`);
  console.log(`| skill | ${sets.map(([name, set]) => `${name} (${set.length}) ρ | ${name} pairs`).join(' | ')} |`);
  console.log(`|---|${sets.map(() => '---:|---:').join('|')}|`);
  const all = sets.map(([, set]) => figures(set));
  for (const skill of SKILLS) {
    const cells = all.map((f) => `${f[skill].spearman.toFixed(2)} | ${((100 * f[skill].agreeing) / f[skill].pairs).toFixed(1)}% of ${f[skill].pairs}`);
    console.log(`| ${skill} | ${cells.join(' | ')} |`);
  }
}

console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`);
console.log('Spearman ρ between hand labels (1–5) and offline scores; pairs: labelled ≥ 2 levels apart and ordered the same way by the scores (a tie counts as a miss).');
table('All items', [['en', en], ['ru', ru], ['both', [...en, ...ru]]]);
const heldOut = (set: ScoredItem[]) => set.filter((x) => x.item.heldOut);
if (heldOut(en).length + heldOut(ru).length > 0) {
  table('Held-out items only', [['en', heldOut(en)], ['ru', heldOut(ru)], ['both', [...heldOut(en), ...heldOut(ru)]]]);
}
