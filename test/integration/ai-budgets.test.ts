import { expect } from 'chai';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server.ts';
import { TestHubClient } from '../support/hub-client.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai-server.ts';
import { addLedgerRows, eventually, ledgerRows } from '../support/ai-usage-ledger.ts';

const SESSION_CALLS = 3;
const USER_CALLS = 5;
const SESSION_TOKENS = 50_000;
const HOUR_MS = 60 * 60 * 1000;

describe('AI budgets (OWASP LLM10)', function () {
  let server: TestServer;
  let ai: FakeOpenAi;
  let scenarioId: number;
  before(async () => {
    ai = await startFakeOpenAi();
    server = await startTestServer({
      CONTENT_DIR: 'content', OPENAI_BASE_URL: ai.url, OPENAI_API_KEY: 'test-key', OPENAI_MODEL: 'fake-model', AI_MAX_RETRIES: '0', OFFLINE_TYPING_DELAY_MS: '0',
      AI_SESSION_CALLS_PER_DAY: String(SESSION_CALLS), AI_USER_CALLS_PER_DAY: String(USER_CALLS), AI_SESSION_TOKENS_PER_DAY: String(SESSION_TOKENS),
    });
    const list = (await server.api('/api/scenario')).body as { id: number }[];
    for (const { id } of list) if ((await server.api(`/api/scenario/${id}`)).body.speakerCount === 1) (scenarioId ??= id);
  });
  after(async () => {
    await server.stop();
    await ai.stop();
  });
  beforeEach(() => ai.reset());

  const learner = async () => {
    const body = (await server.api('/api/auth/register', { body: { email: uniqueEmail(), password: 'secret1' } })).body;
    return { token: body.token as string, userId: body.user.id as number };
  };

  async function joined(token: string, coachEnabled = false) {
    const { sessionId } = (await server.api('/api/sessions', { token, body: { scenarioId, coachEnabled, locale: 'en' } })).body;
    const hub = await TestHubClient.connect(server.url, token);
    await hub.invoke('JoinSession', sessionId);
    return { sessionId: sessionId as number, hub, started: await hub.waitFor('session-started') };
  }

  /** One learner message the AI answers; returns once its usage is in the ledger, as the next check will read it. */
  async function aiTurn(hub: TestHubClient, userId: number, text: string) {
    const before = (await ledgerRows(server.kernel.db, { userId })).length;
    ai.reply({ chunks: [`Reply to: ${text}`] });
    const sent = await hub.invoke('SendMessage', text);
    expect(sent.ok, JSON.stringify(sent.error)).to.equal(true);
    await eventually(async () => (await ledgerRows(server.kernel.db, { userId })).length > before, 'the call in the ledger');
  }

  const aiLines = (hub: TestHubClient) => hub.named('message').filter((m) => m.sender === 'ai').map((m) => m.content as string);

  it('past the session\'s daily calls, the built-in engine plays the character: the provider hears nothing more and the learner is told once', async () => {
    const { token } = await learner();
    const { sessionId, hub, started } = await joined(token, true);
    expect(started).to.include({ engine: 'llm', engineReason: null });
    // The coach is on and its calls count too: a reply and a tip, then a reply that spends the session's third call…
    ai.reply({ chunks: ['Go on.'] }, { chunks: ['{"tip":null}'] });
    expect((await hub.invoke('SendMessage', 'Hello there.')).ok).to.equal(true);
    await eventually(async () => (await ledgerRows(server.kernel.db, { sessionId })).length === 2, 'two calls');
    ai.reply({ chunks: ['Still listening.'] });
    expect((await hub.invoke('SendMessage', 'I want to explain.')).ok).to.equal(true);
    // …after which the coach is refused before it calls, and the built-in coach coaches.
    const outcomes = async () => (await ledgerRows(server.kernel.db, { sessionId })).map((r) => `${r.purpose}:${r.outcome}`);
    await eventually(async () => (await outcomes()).length === 4, 'the refused tip');
    expect(await outcomes()).to.deep.equal(['character:ok', 'coach:ok', 'character:ok', 'coach:refused']);
    expect(hub.named('engine-changed')).to.deep.equal([]);

    // Past them the characters do not reach the provider either; the learner is told once, and the conversation goes on.
    hub.events.length = 0;
    expect((await hub.invoke('SendMessage', 'Are you still there?')).ok).to.equal(true);
    expect(await hub.waitFor('engine-changed')).to.deep.equal({ sessionId, engine: 'offline', reason: 'ai-budget' });
    expect(aiLines(hub)).to.have.length(1);
    expect((await hub.invoke('SendMessage', 'Then let us settle it now.')).ok).to.equal(true);
    expect(aiLines(hub)).to.have.length(2);
    expect(hub.named('engine-changed')).to.have.length(1);
    await eventually(async () => (await outcomes()).length === 8, 'the refusals');
    expect((await outcomes()).slice(4)).to.deep.equal(['character:refused', 'coach:refused', 'character:refused', 'coach:refused']);
    expect(ai.requests).to.have.length(SESSION_CALLS);

    hub.events.length = 0;
    await hub.invoke('JoinSession', sessionId);
    expect(await hub.waitFor('session-started')).to.include({ engine: 'offline', engineReason: 'ai-budget' });
    await hub.close();
  });

  it('counts the learner\'s calls across sessions against the learner\'s daily cap', async () => {
    const { token, userId } = await learner();
    const first = await joined(token);
    for (const text of ['One.', 'Two.', 'Three.']) await aiTurn(first.hub, userId, text);
    await first.hub.close();

    const second = await joined(token);
    expect(second.started).to.include({ engine: 'llm' });
    for (const text of ['Four.', 'Five.']) await aiTurn(second.hub, userId, text);
    expect(ai.requests).to.have.length(USER_CALLS);
    expect((await second.hub.invoke('SendMessage', 'Six?')).ok).to.equal(true);
    expect(await second.hub.waitFor('engine-changed')).to.deep.include({ engine: 'offline', reason: 'ai-budget' });
    expect(ai.requests).to.have.length(USER_CALLS);
    await second.hub.close();

    // A third session starts on the built-in engine, and says why.
    const third = await joined(token);
    expect(third.started).to.include({ engine: 'offline', engineReason: 'ai-budget' });
    await third.hub.close();
  });

  it('starts every UTC day afresh: yesterday\'s spending does not count, and the learner is told the AI is back', async () => {
    const { token, userId } = await learner();
    const { sessionId, hub } = await joined(token);
    const yesterday = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()) - HOUR_MS);
    // Yesterday the session spent far past every cap, and its last turn went to the built-in engine.
    await addLedgerRows(server.kernel.db, [
      ...Array.from({ length: 2 * USER_CALLS }, () => ({ called_at: yesterday, user_id: userId, session_id: sessionId, prompt_tokens: 90_000 })),
      { called_at: yesterday, user_id: userId, session_id: sessionId, outcome: 'refused', model: null },
    ]);
    hub.events.length = 0;
    await hub.invoke('JoinSession', sessionId);
    expect(await hub.waitFor('session-started')).to.include({ engine: 'llm', engineReason: null });

    await aiTurn(hub, userId, 'Good morning.');
    expect(ai.requests).to.have.length(1);
    expect(hub.named('engine-changed')).to.deep.equal([{ sessionId, engine: 'llm', reason: null }]);

    // Today's tokens count as well as today's calls: one big call spends the session's tokens.
    await addLedgerRows(server.kernel.db, [{ called_at: new Date(), user_id: userId, session_id: sessionId, prompt_tokens: SESSION_TOKENS }]);
    expect((await hub.invoke('SendMessage', 'Shall we go on?')).ok).to.equal(true);
    expect(ai.requests).to.have.length(1);
    expect(hub.named('engine-changed').at(-1)).to.deep.equal({ sessionId, engine: 'offline', reason: 'ai-budget' });
    await hub.close();
  });
});
