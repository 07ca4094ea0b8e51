// npm run bench:analysis:e2e — the built server with the offline analyzer: time from the learner's
// EndSession invoke to the `analysis-complete` event on the same socket (job queued in pg-boss,
// picked up, scored, saved, achievements evaluated, event relayed). Sessions of 12 messages,
// ended one at a time (latency) and then 20 at once (a burst). PGlite by default; PostgreSQL with
// BENCH_DATABASE_URL. Run `npm run build` first. Prints Markdown for docs/benchmarks.md.
import { cpus, tmpdir } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { TestHubClient } from '../test/support/hub-client.ts';
import { freePort, json, startBuiltServer, stop, waitHealthy } from './support.ts';

const SEQUENTIAL = Number(process.env.BENCH_SESSIONS ?? 60);
const BURST = 20;
const LINES = [
  "I'm sorry this happened, I can hear how frustrating it is.",
  'Could you tell me what happened with the order?',
  "So if I understand correctly, it arrived late twice?",
  'I will refund the shipping today and call you on Friday.',
  'Does that work for you?',
  'Thank you for your patience. I will email the next steps today.',
];

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

const dataDir = mkdtempSync(join(tmpdir(), 'rapport-bench-analysis-'));
const port = await freePort();
const server = startBuiltServer(port, dataDir, {
  OFFLINE_TYPING_DELAY_MS: '0', FREE_MONTHLY_SESSIONS: '100000', REGISTRATIONS_PER_HOUR: '100000', WS_MESSAGES_PER_10_SECONDS: '10000',
  OPENAI_BASE_URL: '', OPENAI_API_KEY: '',
});
const base = `http://127.0.0.1:${port}`;
try {
  await waitHealthy(`${base}/api/health`, server);
  const [scenario] = await json<{ id: number }[]>(`${base}/api/scenario`);
  const learner = async () => {
    const { token } = await json<{ token: string }>(`${base}/api/auth/register`, { email: `bench-${Math.random()}@example.com`, password: 'bench-password' });
    return { token, h: await TestHubClient.connect(base, token) };
  };
  /** A session talked through, ready to end. */
  const conversation = async ({ token, h }: Awaited<ReturnType<typeof learner>>) => {
    const { sessionId } = await json<{ sessionId: number }>(`${base}/api/sessions`, { scenarioId: scenario.id, coachEnabled: false }, token);
    h.events.length = 0; // each wait looks through what arrived: keep it to this session
    await h.invoke('JoinSession', sessionId);
    for (const line of LINES) await h.invoke('SendMessage', line);
    return sessionId;
  };
  const endAndTime = async (h: Awaited<ReturnType<typeof learner>>['h'], sessionId: number) => {
    const complete = h.waitFor('analysis-complete', (d) => d.sessionId === sessionId, 60_000);
    const started = performance.now();
    const ended = await h.invoke('EndSession', sessionId);
    if (!ended.ok) throw new Error(JSON.stringify(ended.error));
    await complete;
    return performance.now() - started;
  };

  const one = await learner();
  const sequential: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) sequential.push(await endAndTime(one.h, await conversation(one)));
  await one.h.close();

  const crowd = await Promise.all(Array.from({ length: BURST }, learner));
  const ready = await Promise.all(crowd.map(async (l) => ({ l, sessionId: await conversation(l) })));
  const burst = await Promise.all(ready.map(({ l, sessionId }) => endAndTime(l.h, sessionId)));
  await Promise.all(crowd.map((l) => l.h.close()));

  const row = (name: string, xs: number[]) => `| ${name} | ${xs.length} | ${percentile(xs, 50).toFixed(1)} | ${percentile(xs, 95).toFixed(1)} | ${Math.max(...xs).toFixed(1)} |`;
  console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`);
  console.log(`Database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL server (BENCH_DATABASE_URL)' : 'embedded PGlite'}; offline analyzer; ${LINES.length * 2}-message sessions\n`);
  console.log('| EndSession → analysis-complete | sessions | p50 ms | p95 ms | max ms |\n|---|---:|---:|---:|---:|');
  console.log(row('one at a time', sequential));
  console.log(row(`${BURST} ended at once`, burst));
  console.log(`\nTarget: p95 ≤ 300 ms one at a time (${percentile(sequential, 95) <= 300 ? 'met' : 'NOT met'})`);
} finally {
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
