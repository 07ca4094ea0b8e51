// Writes test/fixtures/injection-corpus/ru.jsonl from the seeds under ./ru and prints its make-up as the
// table in the README's "## ru" section. Refuses to write a corpus that misses the targets.
// Run: npx tsx scripts/security/corpus/build-ru.ts (or npm run security:corpus for every language).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRuRows, missedTargets, toJsonl, type Row } from './ru/render.ts';

const out = resolve(dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/injection-corpus/ru.jsonl');

function table(rows: readonly Row[]): string {
  const kinds = [...new Set(rows.map((r) => `${r.label} | ${r.family}`))];
  const line = (label: string, of: readonly Row[]): string => {
    const n = (f: (r: Row) => boolean): number => of.filter(f).length;
    const cells = [n((r) => r.split === 'train'), n((r) => r.split === 'test'), of.length,
      n((r) => r.source === 'handwritten'), n((r) => r.source === 'templated'), n((r) => r.source === 'transformed')];
    return `| ${label} | ${cells.join(' | ')} |`;
  };
  return [
    '| label | family | train | test | total | handwritten | templated | transformed |',
    '|---|---|--:|--:|--:|--:|--:|--:|',
    ...kinds.map((k) => line(k, rows.filter((r) => `${r.label} | ${r.family}` === k))),
    ...(['attack', 'benign'] as const).map((l) => line(`**${l}** | all`, rows.filter((r) => r.label === l))),
  ].join('\n');
}

const rows = buildRuRows();
const problems = missedTargets(rows);
if (problems.length) {
  console.error(`ru.jsonl not written, targets missed:\n${problems.join('\n')}`);
  process.exit(1);
}
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, toJsonl(rows));
console.log(`wrote ${rows.length} rows to ${out}\n\n${table(rows)}`);
