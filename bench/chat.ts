// npm run bench:chat — first the server's memory with 500 learners and 5,000 idle hub connections
// (all open at the reading: the bench fails otherwise), then those learners chatting at once over the
// simulation hub against a streaming OpenAI-compatible provider on loopback: the latency Rapport adds
// between the provider's first token and the learner's first `message-delta` (p50/p99 at 100 and 500
// sessions). Needs the built server (npm run build).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import WebSocket from 'ws';
import { TestHubClient } from '../test/support/hub-client.ts';
import { freePort, json, startBuiltServer, stop, waitHealthy } from './support.ts';

const firstTokenAt = new Map<string, number>();

/** Streams a reply to the "[[marker]]" message: the first token at once, the rest 10 ms apart. */
async function streamReply(req: IncomingMessage, res: ServerResponse): Promise<void> {
  let raw = '';
  for await (const part of req) raw += part;
  const body = JSON.parse(raw) as { messages: { role: string; content: string }[] };
  // The newest marker in the prompt is the learner's last message (earlier rounds' come before it).
  const marker = [...body.messages.map((m) => m.content).join('\n').matchAll(/\[\[([\d-]+)\]\]/g)].at(-1)?.[1] ?? '?';
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  const send = (content: string) => res.write(`data: ${JSON.stringify({ id: 'b', object: 'chat.completion.chunk', created: 0, model: 'bench', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`);
  // The first call for a message counts: a second one (the partner asking again after a verbatim
  // repeat) would start later than the deltas the learner already has.
  if (!firstTokenAt.has(marker)) firstTokenAt.set(marker, performance.now());
  send('Fine, ');
  // A new line every round, so the partner never holds one back as a repeat of the last round's.
  for (const word of ['let us ', 'talk ', `it through (${marker}).`]) {
    await new Promise((r) => setTimeout(r, 10));
    send(word);
  }
  res.end('data: [DONE]\n\n');
}

async function startProvider(): Promise<{ url: string; close(): void }> {
  const server = createServer((req, res) => void streamReply(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, close: () => server.close() };
}

interface Learner { hub: TestHubClient; sessionId: number; firstDeltaAt?: number }

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(Array.from({ length: size }, async () => { for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item); }));
}

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

const IDLE_SOCKETS = 5000;
const SETTLE_MS = 20_000;

const dataDir = mkdtempSync(join(tmpdir(), 'rapport-bench-chat-'));
const provider = await startProvider();
const port = await freePort();
const server = startBuiltServer(port, dataDir, {
  OPENAI_BASE_URL: provider.url, OPENAI_API_KEY: 'bench', AI_MAX_RETRIES: '0', REGISTRATIONS_PER_HOUR: '100000', WS_MESSAGES_PER_10_SECONDS: '1000',
});
const base = `http://127.0.0.1:${port}`;
try {
  await waitHealthy(`${base}/api/health`, server);
  // Memory first: a fresh server, then 5,000 connected but quiet learners' sockets, ten for each of the
  // 500 learners (a learner may keep WS_MAX_SOCKETS_PER_USER = 10 open; more are closed at once).
  await json(`${base}/api/auth/register`, { email: `first-${Date.now()}@example.com`, password: 'bench-password' });
  const before = rssMb(server.pid!);
  console.error('signing up 500 learners…');
  const tokens: string[] = [];
  await pool(Array.from({ length: 500 }, (_, i) => i), 8, async (i) => {
    tokens.push((await json<{ token: string }>(`${base}/api/auth/register`, { email: `chat-${i}-${Date.now()}@example.com`, password: 'bench-password' })).token);
  });
  const idle: TestHubClient[] = [];
  await pool(Array.from({ length: IDLE_SOCKETS }, (_, i) => i), 50, async (i) => void idle.push(await TestHubClient.connect(base, tokens[i % tokens.length])));
  // V8 gives back the heap the sign-ups grew some seconds after they end: the reading is of the quiet server.
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const withIdle = rssMb(server.pid!);
  const open = idle.filter((hub) => hub.ws.readyState === WebSocket.OPEN).length;
  if (open !== IDLE_SOCKETS) throw new Error(`only ${open} of ${IDLE_SOCKETS} idle sockets were open at the reading`);
  for (const hub of idle) hub.ws.terminate();
  const [scenario] = await json<{ id: number }[]>(`${base}/api/scenario`);
  const learners: Learner[] = [];
  console.error('starting their sessions…');
  await pool(tokens, 8, async (token) => {
    const { sessionId } = await json<{ sessionId: number }>(`${base}/api/sessions`, { scenarioId: scenario.id, coachEnabled: false, personaId: 0, locale: 'en', gender: 'male' }, token);
    const hub = await TestHubClient.connect(base, token);
    const learner: Learner = { hub, sessionId };
    hub.on('message-delta', () => {
      learner.firstDeltaAt ??= performance.now();
    });
    await hub.invoke('JoinSession', sessionId);
    learners.push(learner);
  });

  const rows: string[] = [];
  let round = 0;
  // "burst": every learner sends in the same instant (worst case); "spread": each sends at a
  // random moment within 5 s, as people typing at the same time would.
  for (const [n, spreadMs] of [[100, 0], [100, 5000], [500, 0], [500, 5000]] as const) {
    round++;
    const group = learners.slice(0, n);
    await Promise.all(group.map((l, i) => new Promise<void>((resolve) => {
      l.firstDeltaAt = undefined;
      setTimeout(() => {
        void l.hub.invoke('SendMessage', `I hear you. [[${round}-${i}]]`).then(() => resolve());
      }, Math.random() * spreadMs);
    })));
    const added = group.map((l, i) => l.firstDeltaAt! - firstTokenAt.get(`${round}-${i}`)!).filter(Number.isFinite);
    rows.push(`| ${n} | ${spreadMs ? 'spread over 5 s' : 'burst'} | ${added.length} | ${percentile(added, 50).toFixed(1)} | ${percentile(added, 99).toFixed(1)} |`);
  }
  await Promise.all(learners.map((l) => l.hub.close()));

  console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`);
  console.log(`Database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL server (BENCH_DATABASE_URL)' : 'embedded PGlite'}; provider: streaming fake on loopback\n`);
  console.log('| concurrent sessions | sends | replies | added latency p50 ms | p99 ms |\n|---:|---|---:|---:|---:|');
  console.log(rows.join('\n'));
  console.log('\n(provider’s first token → learner’s first message-delta; target p99 ≤ 15 ms at 500)');
  console.log(`Server RSS: ${before.toFixed(0)} MB on a fresh server, ${withIdle.toFixed(0)} MB with 500 learners signed up and 5,000 idle hub connections open, ${SETTLE_MS / 1000} s after the last (target ≤ 300 MB)`);
} finally {
  await stop(server);
  provider.close();
  rmSync(dataDir, { recursive: true, force: true });
}
