import { expect } from 'chai';
import { CreateUser } from '#src/modules/identity/index.ts';
import { eventually, sql } from '../support/billing.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server.ts';
import { TestHubClient } from '../support/hub-client.ts';
import { talkAndEnd } from '../support/analysis-fixtures.ts';

/**
 * Analyses left pending without a live job (ADR 0048). The analysis time limit, which is also the
 * sweep's period and how long a record must have been quiet, is 2 s here instead of 180 s.
 */
describe('Analyses left without a job are queued while the server runs', function () {
  this.timeout(60_000);
  let server: TestServer;
  let scenarioId: number;
  const hubs: TestHubClient[] = [];
  before(async () => {
    server = await startTestServer({ CONTENT_DIR: 'content', OFFLINE_TYPING_DELAY_MS: '0', ANALYSIS_TIMEOUT_SECONDS: '2' });
    scenarioId = ((await server.api('/api/scenario')).body as { id: number }[])[0]!.id;
  });
  afterEach(async () => Promise.all(hubs.splice(0).map((h) => h.close())));
  after(() => server.stop());

  /** A learner's ended session, analysed once; the hub stays open to hear the next analysis. */
  async function analysedSession() {
    const token = (await server.api('/api/auth/register', { body: { email: uniqueEmail(), password: 'secret1' } })).body.token as string;
    const { sessionId } = (await server.api('/api/sessions', { token, body: { scenarioId, coachEnabled: false, locale: 'en' } })).body;
    const hub = await TestHubClient.connect(server.url, token);
    hubs.push(hub);
    await hub.invoke('JoinSession', sessionId);
    await talkAndEnd(hub, sessionId, ["I'm sorry about the delay. I will call you by Friday with a new date."]);
    await hub.waitFor('analysis-complete', (d) => d.sessionId === sessionId);
    const completions = () => hub.events.filter((e) => e.name === 'analysis-complete' && e.data.sessionId === sessionId).length;
    return { sessionId, completions };
  }

  const jobsOf = async (sessionId: number) =>
    Number((await sql<{ n: string }>(server, `select count(*) as n from pgboss.job where name = 'analysis-session' and data->>'sessionId' = ?`, [String(sessionId)]))[0]!.n);

  it('queues a pending analysis whose job was never queued, and one whose job has ended', async () => {
    const unqueued = await analysedSession();
    const jobEnded = await analysedSession();
    // As a send that failed after the session ended leaves a record, and a CLI re-run killed midway (before it cleared the job).
    await sql(server, `update session_analyses set status = 'Pending', job_id = null, updated_at = now() - interval '1 hour' where session_id = ?`, [unqueued.sessionId]);
    await sql(server, `update session_analyses set status = 'Pending', updated_at = now() - interval '1 hour' where session_id = ?`, [jobEnded.sessionId]);

    await eventually(async () => unqueued.completions() === 2 && jobEnded.completions() === 2, 20_000);
    for (const { sessionId } of [unqueued, jobEnded]) {
      const [record] = await sql<{ status: string; job_id: string | null }>(server, 'select status, job_id from session_analyses where session_id = ?', [sessionId]);
      expect(record).to.include({ status: 'Completed' });
      expect(record!.job_id).to.be.a('string');
      expect(await jobsOf(sessionId), 'one job at the end, one from the sweep').to.equal(2);
    }
  });

  it('two re-queues at once take each failed analysis once', async () => {
    const sessions = [await analysedSession(), await analysedSession(), await analysedSession()];
    const ids = sessions.map((s) => s.sessionId);
    await sql(server, `update session_analyses set status = 'Failed', failed_at = now() where session_id in (${ids.join(',')})`);
    const email = uniqueEmail('admin');
    await server.kernel.inContext(() => server.kernel.container.get(CreateUser).execute({ email, password: 'secret1', role: 'SuperAdmin' }));
    const admin = (await server.api('/api/auth/login', { body: { email, password: 'secret1' } })).body.token as string;

    const requeue = () => server.api('/api/superadmin/retry-failed-analysis', { token: admin, method: 'POST' });
    const answers = await Promise.all([requeue(), requeue(), requeue()]);
    expect(answers.reduce((sum, a) => sum + (a.body.requeued as number), 0)).to.equal(3);
    await eventually(async () => sessions.every((s) => s.completions() === 2), 20_000);
    for (const id of ids) expect(await jobsOf(id), `session ${id}`).to.equal(2);
  });
});
