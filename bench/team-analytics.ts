// npm run bench:team-analytics — the admin overview, team analytics and CSV export of a team of
// BENCH_MEMBERS members (default 300) with BENCH_SESSIONS analysed sessions each (default 60, spread
// over half a year), beside an organisation as big again that must not be counted. Use cases run
// in-process on the embedded database (or BENCH_DATABASE_URL): milliseconds, median and p95 of
// BENCH_RUNS runs after a warm-up. Prints Markdown for docs/benchmarks.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/sql';
import { bootKernel } from '../src/kernel.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createLogger } from '../src/platform/logger.ts';
import { PLATFORM } from '../src/platform/tokens.ts';
import { ImportContentPacks, readContentDocuments } from '../src/modules/practice/index.ts';
import { ExportTeamProgress, ViewTeamOverview, ViewTeamSkills } from '../src/modules/analysis/index.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 300);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 60);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const DAY_MS = 86_400_000;

const dataDir = mkdtempSync(join(tmpdir(), 'rapport-bench-team-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', LOG_PRETTY: 'false', DATABASE_URL: process.env.BENCH_DATABASE_URL }, 'bench');
const kernel = await bootKernel(config, createLogger(config, false));
const sql = (query: string, params: unknown[] = []) =>
  kernel.inContext(() => kernel.container.get<EntityManager>(PLATFORM.EntityManager).getConnection().execute(query, params));

/** An organisation of MEMBERS accounts (the first an Admin), each with SESSIONS sessions and their results; returns the Admin's id. */
async function seedTeam(name: string): Promise<number> {
  const [org] = await sql('insert into organizations (name, created_at) values (?, ?) returning id', [name, new Date()]);
  const now = Date.now();
  let adminId = 0;
  const [scenario] = await sql('select id from scenarios order by id limit 1');
  for (let m = 0; m < MEMBERS; m++) {
    // Most joined before every session, so each one counts (analytics count a member's sessions from when
    // they joined); every third joined in the last 25 days, each at a moment of their own, as a team
    // that is growing does, so the overview's "this month" and "active" windows start apart per member.
    const joined = m % 3 === 1 ? now - (1 + (m % 25)) * DAY_MS - m * 1000 : now - 200 * DAY_MS;
    const [user] = await sql('insert into users (email, role, organization_id, organization_joined_at, registered_at) values (?, ?, ?, ?, ?) returning id',
      [`${name}-${m}@example.com`, m === 0 ? 'Admin' : 'User', org!.id, new Date(joined), new Date()]);
    if (m === 0) adminId = user!.id as number;
    const values: unknown[] = [];
    for (let s = 0; s < SESSIONS; s++) values.push(user!.id, scenario!.id, new Date(now - ((s * 3) % 180) * DAY_MS - m * 1000));
    const sessions = await sql(`insert into practice_sessions (user_id, scenario_id, persona_gender, locale, status, started_at, ended_at, coach_enabled)
      values ${Array.from({ length: SESSIONS }, () => "(?, ?, 'female', 'en', 'Completed', ?, ?, false)").join(', ')} returning id, started_at`,
    values.flatMap((v, i) => (i % 3 === 2 ? [v, v] : [v])));
    const results: unknown[] = [];
    for (const [i, s] of sessions.entries()) {
      const score = (i * 7 + m) % 11;
      results.push(s.id, user!.id, scenario!.id, score, score, score, score, score, score, s.started_at);
    }
    await sql(`insert into session_results (session_id, user_id, scenario_id, overall, empathy, clarity, problem_solving, composure, active_listening,
      completed_at, feedback, strengths, improvements, locale, coach_enabled, analyzer)
      values ${sessions.map(() => "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '{}', '[]', '[]', 'en', false, 'offline')").join(', ')}`, results);
  }
  return adminId;
}

async function time(name: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await run();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return `| ${name} | ${ms[Math.floor(RUNS / 2)]!.toFixed(1)} | ${ms[Math.floor(RUNS * 0.95)]!.toFixed(1)} |`;
}

try {
  await kernel.inContext(() => kernel.container.get(ImportContentPacks).execute(readContentDocuments('content')));
  const seeding = performance.now();
  const admin = await seedTeam('bench-a');
  await seedTeam('bench-b');
  const seeded = ((performance.now() - seeding) / 1000).toFixed(1);
  const use = <T>(fn: () => Promise<T>) => () => kernel.inContext(fn);
  const lines = [
    await time('GET /api/admin/overview', use(() => kernel.container.get(ViewTeamOverview).execute(admin))),
    await time('GET /api/admin/analytics/team-skills', use(() => kernel.container.get(ViewTeamSkills).execute(admin))),
    await time('GET /api/admin/analytics/team-progress.csv (rows)', use(() => kernel.container.get(ExportTeamProgress).execute(admin, 'en'))),
  ];
  console.log(`Team analytics: ${MEMBERS} members × ${SESSIONS} analysed sessions (and another organisation as big), `
    + `${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${RUNS} runs (seeded in ${seeded} s)\n`);
  console.log('| use case | median ms | p95 ms |\n|---|---|---|');
  console.log(lines.join('\n'));
} finally {
  await kernel.shutdown();
  rmSync(dataDir, { recursive: true, force: true });
}
