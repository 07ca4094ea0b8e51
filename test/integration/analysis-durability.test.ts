import { expect } from 'chai';
import { spawnServer, type ServerProcess } from '../support/app-server.ts';
import { freshDatabase, postgresAnswers } from '../support/test-database.ts';
import { TestHubClient } from '../support/hub-client.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai-server.ts';
import { analysisReply, talkAndEnd } from '../support/analysis-fixtures.ts';

/** The server from source, as `npm run dev:server` runs it, in a process of its own that can be killed. */
const SOURCE = ['--import', 'tsx', 'src/main.ts'];
/** R2.2: an analysis orphaned by a crash completes this soon after the restart (or, with two servers, the kill). */
const RECOVERY_TARGET_MS = 15_000;

/**
 * SIGKILL mid-analysis. The analysis' time limit stays at its default (180 s): recovery must come
 * from the servers' leases (ADR 0015), not from the job timing out.
 */
describe('Analysis survives a crash (SIGKILL mid-analysis)', function () {
  this.timeout(120_000);
  let ai: FakeOpenAi;
  const servers: ServerProcess[] = [];
  const databases: { cleanup(): void }[] = [];
  const env = () => ({ CONTENT_DIR: 'content', OPENAI_BASE_URL: ai.url, OPENAI_API_KEY: 'test-key', AI_MAX_RETRIES: '0', AI_TIMEOUT_MS: '120000' });
  const start = async (db: { dataDir: string; databaseUrl?: string }) => {
    const server = await spawnServer(SOURCE, db, env());
    servers.push(server);
    return server;
  };
  /** Removed after the test, once its servers have stopped. */
  const fresh = async () => {
    const db = await freshDatabase();
    databases.push(db);
    return db;
  };
  before(async () => (ai = await startFakeOpenAi()));
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.stop()));
    for (const db of databases.splice(0)) db.cleanup();
    ai.requests.length = 0;
  });
  after(() => ai.stop());

  /** A learner ends a session on `server` and its analysis hangs at the model, as with a slow provider. */
  async function analysisHangingOn(server: ServerProcess) {
    const api = apiOf(server);
    const { token } = (await api('/api/auth/register', { body: { email: `crash-${Date.now()}@example.com`, password: 'secret1' } })).body;
    const [scenario] = (await api('/api/scenario')).body;
    const { sessionId } = (await api('/api/sessions', { token, body: { scenarioId: scenario.id, coachEnabled: false } })).body;
    const hub = await TestHubClient.connect(server.url, token);
    await hub.invoke('JoinSession', sessionId);
    ai.reply({ chunks: ['Go on.'] }, { hang: true });
    await talkAndEnd(hub, sessionId, ['I understand. I will refund you today and call you on Friday.']);
    await hub.close();
    await until(() => ai.requests.length === 2, 10_000, 'the analysis to reach the model');
    ai.reply({ chunks: [analysisReply(7)] });
    return { token, sessionId };
  }

  async function resultWithin(server: ServerProcess, since: number, token: string, sessionId: number) {
    let results = { status: 0, body: {} as any };
    await until(async () => (results = await apiOf(server)(`/api/results/${sessionId}`, { token })).status === 200, 60_000, 'the analysis');
    const took = Date.now() - since;
    if (process.env.REPORT_TIMINGS) console.log(`      recovered in ${took} ms`);
    expect(took, `the result came ${took} ms after`).to.be.at.most(RECOVERY_TARGET_MS);
    expect(results.body).to.include({ id: sessionId, analyzer: 'llm' });
    expect(results.body.scores.overall.score).to.equal(7);
    expect(ai.requests).to.have.length(3);
  }

  it('a restarted server finishes the analysis its killed predecessor was running (at once on the embedded database)', async () => {
    const db = await fresh();
    const first = await start(db);
    const { token, sessionId } = await analysisHangingOn(first);
    await first.kill();
    expect(first.child.signalCode).to.equal('SIGKILL');
    const second = await start(db);
    // Counted from the moment the new server answers: its boot (tsx compiling the source, slower on a
    // loaded machine) is not the recovery, and under CI load it alone came near the target.
    await resultWithin(second, Date.now(), token, sessionId);
  });

  it('on PostgreSQL: when one of two servers dies, the other takes its job over once its lease expires', async function () {
    if (!(await postgresAnswers())) this.skip();
    const db = await fresh();
    const a = await start(db);
    const { token, sessionId } = await analysisHangingOn(a);
    const b = await start(db);
    await a.kill();
    await resultWithin(b, Date.now(), token, sessionId);
  });
});

const apiOf = (server: ServerProcess) => async (path: string, init: { token?: string; body?: unknown } = {}) => {
  const res = await fetch(server.url + path, {
    method: init.body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as any };
};

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
