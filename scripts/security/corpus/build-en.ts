// Writes test/fixtures/injection-corpus/en.jsonl and prints its make-up. Run: npm run security:corpus
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildEnRows } from './en/render.ts';
import { summary } from './summary.ts';
import { toJsonl } from './rows.ts';

const out = resolve(dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/injection-corpus/en.jsonl');
const rows = buildEnRows();
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, toJsonl(rows));
console.log(`wrote ${rows.length} rows to ${out}\n`);
console.log(summary(rows));
