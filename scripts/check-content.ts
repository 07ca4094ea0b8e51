// `npm run content:check [-- <dir>]`: the import's own validation, without a database — every
// problem with its file, record and field, then what the catalogue would hold.
import { readContentDocuments, validateContentPacks } from '../src/modules/practice/index.ts';
import { readAchievementCatalogue } from '../src/modules/analysis/index.ts';

const dir = process.argv[2] ?? 'content';
const { personas, scenarios, problems } = validateContentPacks(readContentDocuments(dir), new Set());
for (const p of problems) console.log([p.file, p.record, p.field].filter(Boolean).join(' › ') + `: ${p.message}`);

const count = (key: (s: (typeof scenarios)[number]) => string) =>
  Object.entries(scenarios.reduce<Record<string, number>>((acc, s) => ((acc[key(s)] = (acc[key(s)] ?? 0) + 1), acc), {}));
console.log(`scenarios: ${scenarios.length}, personas: ${personas.length}, group scenes: ${scenarios.filter((s) => s.cast.length > 1).length}`);
console.log('by category:', count((s) => s.category.name));
console.log('by difficulty:', count((s) => s.difficulty));
let achievementProblem = 0;
try {
  const achievements = readAchievementCatalogue(dir);
  const tiers = achievements.reduce<Record<string, number>>((acc, a) => ((acc[a.tier] = (acc[a.tier] ?? 0) + 1), acc), {});
  console.log(`achievements: ${achievements.length}, by tier:`, Object.entries(tiers));
} catch (e) {
  console.log((e as Error).message);
  achievementProblem = 1;
}
console.log(problems.length + achievementProblem ? `${problems.length + achievementProblem} problem(s)` : 'no problems');
process.exit(problems.length + achievementProblem ? 1 : 0);
