// `npm run content:check [-- <dir>]`: the import's own validation, without a database — every
// problem with its file, record and field, then what the catalogue would hold.
import { readContentDocuments, validateContentPacks } from '../src/modules/practice/index.ts';

const dir = process.argv[2] ?? 'content';
const { personas, scenarios, problems } = validateContentPacks(readContentDocuments(dir), new Set());
for (const p of problems) console.log([p.file, p.record, p.field].filter(Boolean).join(' › ') + `: ${p.message}`);

const count = (key: (s: (typeof scenarios)[number]) => string) =>
  Object.entries(scenarios.reduce<Record<string, number>>((acc, s) => ((acc[key(s)] = (acc[key(s)] ?? 0) + 1), acc), {}));
console.log(`scenarios: ${scenarios.length}, personas: ${personas.length}, group scenes: ${scenarios.filter((s) => s.cast.length > 1).length}`);
console.log('by category:', count((s) => s.category.name));
console.log('by difficulty:', count((s) => s.difficulty));
console.log(problems.length ? `${problems.length} problem(s)` : 'no problems');
process.exit(problems.length ? 1 : 0);
