import { expect } from 'chai';
import { spawnServer, type ServerProcess } from '../support/app-server.ts';
import { freshDatabase } from '../support/test-database.ts';
import { TestHubClient } from '../support/hub-client.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai-server.ts';
import { analysisReply, talkAndEnd } from '../support/analysis-fixtures.ts';

/** The server from source, as `npm run dev:server` runs it, in a process of its own that can be killed. */
const SOURCE = ['--import', 'tsx', 'src/main.ts'];

describe('Analysis survives a crash (SIGKILL mid-analysis)', function () {
  this.timeout(120_000);
  let ai: FakeOpenAi;
  let server: ServerProcess | undefined;
  before(async () => {
    ai = await startFakeOpenAi();
  });
  after(async () => {
    await server?.stop();
    await ai.stop();
  });

  it('completes the analysis after the server is killed during it and started again', async () => {
    const db = await freshDatabase();
    const env = {
      CONTENT_DIR: 'content', OPENAI_BASE_URL: ai.url, OPENAI_API_KEY: 'test-key', AI_MAX_RETRIES: '0', AI_TIMEOUT_MS: '60000',
      ANALYSIS_TIMEOUT_SECONDS: '2', ANALYSIS_RETRY_DELAY_SECONDS: '1', JOBS_SUPERVISE_INTERVAL_SECONDS: '1', JOBS_POLLING_INTERVAL_SECONDS: '0.5',
    };
    server = await spawnServer(SOURCE, db, env);
    const api = async (path: string, init: { token?: string; body?: unknown } = {}) => {
      const res = await fetch(server!.url + path, {
        method: init.body ? 'POST' : 'GET',
        headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
        body: init.body ? JSON.stringify(init.body) : undefined,
      });
      return { status: res.status, body: await res.json() };
    };
    const { token } = (await api('/api/auth/register', { body: { email: `crash-${Date.now()}@example.com`, password: 'secret1' } })).body;
    const [scenario] = (await api('/api/scenario')).body;
    const { sessionId } = (await api('/api/sessions', { token, body: { scenarioId: scenario.id, coachEnabled: false } })).body;
    const hub = await TestHubClient.connect(server.url, token);
    await hub.invoke('JoinSession', sessionId);
    // The character answers; then the analysis request hangs, as a slow model would.
    ai.reply({ chunks: ['Go on.'] }, { hang: true });
    await talkAndEnd(hub, sessionId, ['I understand. I will refund you today and call you on Friday.']);
    await until(() => ai.requests.length === 2, 10_000, 'the analysis to reach the model');

    await server.kill();
    expect(server.child.signalCode).to.equal('SIGKILL');
    ai.reply({ chunks: [analysisReply(7)] });
    server = await spawnServer(SOURCE, db, env);

    let results = { status: 0, body: {} as any };
    await until(async () => (results = await api(`/api/results/${sessionId}`, { token })).status === 200, 30_000, 'the analysis after the restart');
    expect(results.body).to.include({ id: sessionId, analyzer: 'llm' });
    expect(results.body.scores.overall.score).to.equal(7);
    expect(ai.requests).to.have.length(3);
    await server.stop();
    server = undefined;
    db.cleanup();
  });
});

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
