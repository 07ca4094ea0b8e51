// Quick content check for writers: `npx tsx scripts/check-content.ts [content dir]`.
// The real loader (CLI `scenarios import`) applies the same schema transactionally.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentPackSchema } from '../src/modules/practice/application/content-pack.schema.ts';

const dir = process.argv[2] ?? 'content';
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
let problems = 0;
const personaKeys = new Set<string>();
const scenarios: { file: string; key: string; personas: string[]; category: string; difficulty: string; cast: number }[] = [];
for (const file of files) {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  } catch (e) {
    console.log(`${file}: invalid JSON: ${(e as Error).message}`);
    problems++;
    continue;
  }
  const parsed = contentPackSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      console.log(`${file}: ${issue.path.join('.')}: ${issue.message}`);
      problems++;
    }
    continue;
  }
  parsed.data.personas.forEach((p) => personaKeys.add(p.key));
  for (const s of parsed.data.scenarios)
    scenarios.push({ file, key: s.key, personas: s.personas, category: s.category, difficulty: s.difficulty, cast: s.cast.length });
}
const seen = new Set<string>();
for (const s of scenarios) {
  if (seen.has(s.key)) { console.log(`${s.file}: scenario key "${s.key}" is used twice`); problems++; }
  seen.add(s.key);
  for (const p of s.personas) if (!personaKeys.has(p)) { console.log(`${s.file}: ${s.key}: unknown persona "${p}"`); problems++; }
}
const count = (f: (s: (typeof scenarios)[number]) => string) =>
  Object.entries(scenarios.reduce<Record<string, number>>((a, s) => ((a[f(s)] = (a[f(s)] ?? 0) + 1), a), {}));
console.log(`scenarios: ${scenarios.length}, personas: ${personaKeys.size}, group scenes: ${scenarios.filter((s) => s.cast > 1).length}`);
console.log('by category:', count((s) => s.category));
console.log('by difficulty:', count((s) => s.difficulty));
console.log(problems ? `${problems} problem(s)` : 'no problems');
process.exit(problems ? 1 : 0);
