// Writes test/fixtures/injection-corpus/ru.jsonl from the seeds under ./ru and prints its make-up (the
// table in the README's "## ru" section). Refuses to write a corpus that misses the targets.
// Run: npm run security:corpus (every language) or npx tsx scripts/security/corpus/build-ru.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toJsonl } from './rows.ts';
import { buildRuRows, missedTargets } from './ru/render.ts';
import { summary } from './summary.ts';

const out = resolve(dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/injection-corpus/ru.jsonl');
const rows = buildRuRows();
const problems = missedTargets(rows);
if (problems.length) {
  console.error(`ru.jsonl not written, targets missed:\n${problems.join('\n')}`);
  process.exit(1);
}
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, toJsonl(rows));
console.log(`wrote ${rows.length} rows to ${out}\n`);
console.log(summary(rows));
