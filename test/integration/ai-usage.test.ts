import { expect } from 'chai';
import { CreateUser } from '#src/modules/identity/index.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server.ts';
import { TestHubClient } from '../support/hub-client.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai-server.ts';
import { eventually, ledgerRows } from '../support/ai-usage-ledger.ts';

describe('AI usage ledger (OWASP LLM10)', function () {
  let server: TestServer;
  let ai: FakeOpenAi;
  let scenarioId: number;
  let admin: string;
  before(async () => {
    ai = await startFakeOpenAi();
    server = await startTestServer({
      CONTENT_DIR: 'content', OPENAI_BASE_URL: ai.url, OPENAI_API_KEY: 'test-key', OPENAI_MODEL: 'fake-model', AI_MAX_RETRIES: '0', OFFLINE_TYPING_DELAY_MS: '0',
    });
    const list = (await server.api('/api/scenario')).body as { id: number }[];
    for (const { id } of list) if ((await server.api(`/api/scenario/${id}`)).body.speakerCount === 1) (scenarioId ??= id);
    const email = uniqueEmail('superadmin');
    await server.kernel.inContext(() => server.kernel.container.get(CreateUser).execute({ email, password: 'secret1', role: 'SuperAdmin' }));
    admin = (await server.api('/api/auth/login', { body: { email, password: 'secret1' } })).body.token;
  });
  after(async () => {
    await server.stop();
    await ai.stop();
  });
  beforeEach(() => ai.reset());

  async function learnerInSession(coachEnabled: boolean) {
    const email = uniqueEmail();
    const registered = (await server.api('/api/auth/register', { body: { email, password: 'secret1' } })).body;
    const { sessionId } = (await server.api('/api/sessions', { token: registered.token, body: { scenarioId, coachEnabled, locale: 'en' } })).body;
    const hub = await TestHubClient.connect(server.url, registered.token);
    await hub.invoke('JoinSession', sessionId);
    await hub.waitFor('session-started');
    return { email, token: registered.token as string, userId: registered.user.id as number, sessionId: sessionId as number, hub };
  }

  it('keeps every call with its purpose, learner and session: the provider\'s count when it sends one, flagged estimates otherwise', async () => {
    const { userId, sessionId, hub } = await learnerInSession(true);
    ai.reply({ chunks: ['Fine, ', 'go on.'], usage: { prompt_tokens: 321, completion_tokens: 4 } }, { chunks: ['{"tip":null}'], usage: { prompt_tokens: 50, completion_tokens: 5 } });
    expect((await hub.invoke('SendMessage', 'Could we start again?')).ok).to.equal(true);
    const first = await eventually(async () => { const rows = await ledgerRows(server.kernel.db, { sessionId }); return rows.length === 2 && rows; }, 'two rows');
    expect(ai.requests[0]!.body).to.deep.include({ stream: true, stream_options: { include_usage: true } });
    expect(first.map((r) => [r.purpose, r.user_id, r.session_id, r.model, r.prompt_tokens, r.completion_tokens, r.estimated, r.outcome])).to.deep.equal([
      ['character', userId, sessionId, 'fake-model', 321, 4, false, 'ok'],
      ['coach', userId, sessionId, 'fake-model', 50, 5, false, 'ok'],
    ]);

    // A stream that sends no figures is estimated (≈ 4 characters a token); a call that fails before answering reads no prompt.
    ai.reply({ chunks: ['Alright ', 'then.'] }, { status: 500 });
    expect((await hub.invoke('SendMessage', 'Then let us agree on a date.')).ok).to.equal(true);
    const rows = await eventually(async () => { const all = await ledgerRows(server.kernel.db, { sessionId }); return all.length === 4 && all; }, 'four rows');
    const sent = ai.requests[2]!.body.messages.map((m) => m.content).join('');
    expect(rows.slice(2).map((r) => [r.purpose, r.prompt_tokens, r.completion_tokens, r.estimated, r.outcome])).to.deep.equal([
      ['character', Math.ceil(sent.length / 4), Math.ceil('Alright then.'.length / 4), true, 'ok'],
      ['coach', 0, 0, true, 'failed'],
    ]);
    await hub.close();
  });

  describe('GET /api/superadmin/ai-usage', () => {
    it('is for the SuperAdmin only: 401 without a token, 403 for a learner', async () => {
      const learner = (await server.api('/api/auth/register', { body: { email: uniqueEmail(), password: 'secret1' } })).body.token;
      expect((await server.api('/api/superadmin/ai-usage')).status).to.equal(401);
      expect((await server.api('/api/superadmin/ai-usage', { token: learner })).status).to.equal(403);
    });

    it('refuses a period outside 1 to 90 days', async () => {
      for (const days of ['0', '91', 'week']) expect((await server.api(`/api/superadmin/ai-usage?days=${days}`, { token: admin })).status, days).to.equal(400);
    });

    it('gives every day of the period with its figures per purpose, the totals, the caps and the top learners with their email', async () => {
      const { email, userId, hub } = await learnerInSession(false);
      ai.reply({ chunks: ['Noted.'], usage: { prompt_tokens: 900_000, completion_tokens: 2 } });
      expect((await hub.invoke('SendMessage', 'Please note this down.')).ok).to.equal(true);
      await eventually(async () => (await ledgerRows(server.kernel.db, { userId })).length === 1, 'the row');
      await hub.close();

      const res = await server.api('/api/superadmin/ai-usage?days=3', { token: admin });
      expect(res.status).to.equal(200);
      const report = res.body;
      const today = new Date().toISOString().slice(0, 10);
      expect(report.days.map((d: { date: string }) => d.date)).to.have.length(3).and.to.satisfy((dates: string[]) => dates.at(-1) === today);
      expect([report.from, report.to]).to.deep.equal([report.days[0].date, today]);
      expect(report.limits).to.deep.equal({ userCalls: 300, userTokens: 300_000, sessionCalls: 100, sessionTokens: 100_000 });
      const day = report.days.at(-1);
      const character = day.purposes.find((p: { purpose: string }) => p.purpose === 'character');
      expect(character.promptTokens).to.be.at.least(900_000);
      expect(day.calls).to.equal(day.purposes.reduce((sum: number, p: { calls: number }) => sum + p.calls, 0));
      expect(day).to.deep.include(report.total); // only today has calls
      expect(report.total.totalTokens).to.equal(report.total.promptTokens + report.total.completionTokens);
      expect(report.topUsers[0]).to.include({ userId, email, calls: 1, promptTokens: 900_000, completionTokens: 2, totalTokens: 900_002, estimatedCalls: 0 });
    });
  });
});
