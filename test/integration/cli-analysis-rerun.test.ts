import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect } from 'chai';
import { EMBEDDED_DATABASE_NODE_FLAGS } from '#src/platform/db/embedded-node-flags.ts';
import { rapportWith, root } from '../support/cli.ts';
import { eventually, sql } from '../support/billing.ts';
import { databaseEnv } from '../support/test-database.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server.ts';
import { TestHubClient } from '../support/hub-client.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai-server.ts';
import { analysisReply, talkAndEnd } from '../support/analysis-fixtures.ts';

/** `rapport analysis rerun` with the model behind a fake provider: when it fails, and when it is killed midway (ADR 0048). */
describe('rapport analysis rerun with a provider', function () {
  this.timeout(120_000);
  let ai: FakeOpenAi;
  const servers: TestServer[] = [];
  before(async () => (ai = await startFakeOpenAi()));
  beforeEach(() => ai.reset());
  afterEach(async () => {
    for (const server of servers.splice(0).reverse()) await server.stop();
  });
  after(() => ai.stop());

  const aiEnv = () => ({ CONTENT_DIR: 'content', OPENAI_BASE_URL: ai.url, OPENAI_API_KEY: 'test-key', AI_MAX_RETRIES: '0' });
  const start = async (env: Record<string, string> = {}, shareWith?: TestServer) => {
    const server = await startTestServer({ ...aiEnv(), ...env }, shareWith);
    servers.push(server);
    return server;
  };
  const cliEnv = (server: TestServer) => ({ ...databaseEnv(server.database), ...aiEnv() });

  /** A learner's session the model scored `score`; the hub stays open to hear what follows. */
  async function analysedOn(server: TestServer, score: number) {
    const token = (await server.api('/api/auth/register', { body: { email: uniqueEmail(), password: 'secret1' } })).body.token as string;
    const [scenario] = (await server.api('/api/scenario')).body;
    const { sessionId } = (await server.api('/api/sessions', { token, body: { scenarioId: scenario.id, coachEnabled: false } })).body;
    const hub = await TestHubClient.connect(server.url, token);
    await hub.invoke('JoinSession', sessionId);
    ai.reply({ chunks: ['I hear you.'] }, { chunks: [analysisReply(score)] });
    await talkAndEnd(hub, sessionId, ['I am sorry about the delay. Let me fix it today.']);
    await hub.waitFor('analysis-complete', (d) => d.sessionId === sessionId);
    return { token, sessionId, hub };
  }

  it('says why a failed re-analysis failed, exits non-zero, and leaves the previous result standing, untold', async () => {
    const server = await start();
    const { token, sessionId, hub } = await analysedOn(server, 7);
    // On PostgreSQL the server stays up and relays whatever the CLI announces; PGlite is one process's at a time.
    const onPostgres = Boolean(server.database.databaseUrl);
    if (!onPostgres) await server.close();

    // Nothing scripted: the provider answers every request with a 500.
    const json = await rapportWith(cliEnv(server), server.database.dataDir, 'analysis', 'rerun', String(sessionId), '--json');
    expect(json.code, json.stderr).to.equal(1);
    expect(json.json.ok).to.equal(false);
    expect(json.json.error.code).to.equal('ANALYSIS.RERUN_FAILED');
    expect(json.json.error.message).to.contain(`The analysis of session ${sessionId} failed: `).and.contain('the previous result (overall 7/10) stands');
    const human = await rapportWith(cliEnv(server), server.database.dataDir, 'analysis', 'rerun', String(sessionId));
    expect(human.code).to.equal(1);
    expect(human.stderr).to.contain('the previous result (overall 7/10) stands');
    expect(human.stdout).not.to.contain('analysed: overall');

    const reader = onPostgres ? server : await start({}, server);
    const [record] = await sql<{ status: string; failed_at: Date | null }>(reader, 'select status, failed_at from session_analyses where session_id = ?', [sessionId]);
    expect(record).to.deep.equal({ status: 'Completed', failed_at: null });
    const failedAttempts = await sql(reader, 'select 1 from analysis_attempts where session_id = ? and not was_successful', [sessionId]);
    expect(failedAttempts, 'both re-runs are counted as failed attempts').to.have.length(2);
    const learner = await TestHubClient.connect(reader.url, token);
    expect((await reader.api(`/api/results/${sessionId}`, { token })).body.scores.overall.score).to.equal(7);
    const history = (await reader.api('/api/results/history', { token })).body.data as { sessionId: number; analysis: string }[];
    expect(history.map((h) => [h.sessionId, h.analysis])).to.deep.equal([[sessionId, 'completed']]);
    if (onPostgres) expect(hub.events.filter((e) => e.name === 'analysis-failed'), 'the learner still sees the result').to.deep.equal([]);
    await Promise.all([hub.close(), learner.close()]);
  });

  it('a re-analysis whose process was killed midway is queued by the next server', async () => {
    // A 2 s time limit: the sweep runs every 2 s and takes records quiet for as long.
    const first = await start({ ANALYSIS_TIMEOUT_SECONDS: '2' });
    const { token, sessionId, hub } = await analysedOn(first, 7);
    await hub.close();
    await first.close();

    ai.reply({ hang: true });
    const asked = ai.requests.length;
    const cli = spawn(join(root, 'node_modules', '.bin', 'node'), [...EMBEDDED_DATABASE_NODE_FLAGS, 'dist/server/cli.js', 'analysis', 'rerun', String(sessionId)], {
      cwd: root, stdio: 'ignore',
      env: { ...withoutDatabaseUrl(process.env), DATA_DIR: first.database.dataDir, LOG_LEVEL: 'silent', ...cliEnv(first) },
    });
    const exited = new Promise((done) => cli.once('exit', done));
    await eventually(async () => ai.requests.length > asked, 60_000);
    cli.kill('SIGKILL');
    await exited;

    ai.reply({ chunks: [analysisReply(4)] });
    const second = await start({ ANALYSIS_TIMEOUT_SECONDS: '2' }, first);
    await eventually(async () => (await second.api(`/api/results/${sessionId}`, { token })).body.scores?.overall.score === 4, 30_000);
  });
});

function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = env;
  return rest;
}
