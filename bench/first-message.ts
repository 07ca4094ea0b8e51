// npm run bench:first-message — what the first learners after a server's start wait for: a fresh
// built server (offline engine, embedded database) per run, one English and one Russian learner, the
// SendMessage round trip (screening, storing, the offline character's reply) of their first three
// messages. Cold code paths (V8 compiles each regular expression the first time it runs) land here,
// not in bench:chat, which measures warm servers. Needs the built server (npm run build).
import { cpus, loadavg, tmpdir } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { TestHubClient } from '../test/support/hub-client.ts';
import { freePort, json, median, startBuiltServer, stop, waitHealthy } from './support.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const MESSAGES = {
  en: ['I am sorry about the delay with your order. What happened exactly?', 'I understand, that is frustrating. Could we fix it by Friday?', 'Thank you for telling me. Let me check the invoice now.'],
  ru: ['Извините за задержку с заказом. Что именно случилось?', 'Понимаю, это неприятно. Давайте решим до пятницы?', 'Спасибо, что рассказали. Сейчас проверю счёт.'],
} as const;

/** One fresh server: each learner's first three round trips, in ms, English learner first. */
async function freshServer(): Promise<Record<'en' | 'ru', number[]>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rapport-bench-first-'));
  const port = await freePort();
  // No typing delay: the character's lines stream at once, so the round trip is the server's own work.
  const server = startBuiltServer(port, dataDir, { OFFLINE_TYPING_DELAY_MS: '0' });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(`${base}/api/health`, server);
    const [scenario] = await json<{ id: number }[]>(`${base}/api/scenario`);
    const times = { en: [] as number[], ru: [] as number[] };
    for (const locale of ['en', 'ru'] as const) {
      const { token } = await json<{ token: string }>(`${base}/api/auth/register`, { email: `first-${locale}@example.com`, password: 'bench-password' });
      const { sessionId } = await json<{ sessionId: number }>(`${base}/api/sessions`, { scenarioId: scenario.id, coachEnabled: false, personaId: 0, locale, gender: 'female' }, token);
      const hub = await TestHubClient.connect(base, token);
      await hub.invoke('JoinSession', sessionId);
      for (const text of MESSAGES[locale]) {
        const started = performance.now();
        const sent = await hub.invoke('SendMessage', text);
        if (!sent.ok) throw new Error(`SendMessage: ${sent.error?.code}`);
        times[locale].push(performance.now() - started);
      }
      await hub.close();
    }
    return times;
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const runs: Record<'en' | 'ru', number[]>[] = [];
for (let run = 0; run < RUNS; run++) runs.push(await freshServer());
console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
console.log(`${RUNS} fresh servers (embedded database, offline engine); SendMessage round trip, ms, median of the runs (each run's in brackets)\n`);
console.log('| learner | 1st message | 2nd | 3rd |\n|---|---:|---:|---:|');
for (const locale of ['en', 'ru'] as const) {
  const cells = [0, 1, 2].map((i) => {
    const xs = runs.map((r) => r[locale][i]);
    return `${median(xs).toFixed(0)} (${xs.map((x) => x.toFixed(0)).join(', ')})`;
  });
  console.log(`| ${locale === 'en' ? 'English, the first after the start' : 'Russian, the second'} | ${cells.join(' | ')} |`);
}
