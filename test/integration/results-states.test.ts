import { expect } from 'chai';
import { startTestServer, uniqueEmail, type ApiResponse, type TestServer } from '../support/test-server.ts';
import { TestHubClient } from '../support/hub-client.ts';
import { startFakeOpenAi, type FakeOpenAi, type FakeReply } from '../support/fake-openai-server.ts';
import { analysisReply, talkAndEnd } from '../support/analysis-fixtures.ts';

const LINE = 'I am sorry about the delay. Let me fix it today.';
const NOT_FOUND = { code: 'ANALYSIS.SESSION_NOT_FOUND', message: "Session not found or you don't have access to view it." };

/**
 * GET /api/results/{id} in every state a session can be in (SPEC §8), on the database the suite runs
 * on (PGlite, or PostgreSQL with TEST_DATABASE_URL). The language model is a fake, so a test decides
 * whether the analysis succeeds, fails for good or never answers.
 */
describe('Results of a session in each of its states', function () {
  this.timeout(60_000);
  let server: TestServer;
  let ai: FakeOpenAi;
  let scenarioId: number;
  let stranger: string;
  let missing: ApiResponse;
  before(async () => {
    ai = await startFakeOpenAi();
    server = await startTestServer({
      CONTENT_DIR: 'content', OPENAI_BASE_URL: ai.url, OPENAI_API_KEY: 'test-key', AI_MAX_RETRIES: '0', AI_TIMEOUT_MS: '60000',
      AI_BREAKER_FAILURE_THRESHOLD: '50', ANALYSIS_ATTEMPTS: '1', FREE_MONTHLY_SESSIONS: '20',
    });
    scenarioId = ((await server.api('/api/scenario')).body as { id: number }[])[0]!.id;
    stranger = await learner();
    missing = await server.api('/api/results/987654', { token: stranger });
  });
  after(async () => {
    await ai.stop(); // first: a hanging analysis request ends, so the server stops without waiting on it
    await server.stop();
  });

  async function learner(): Promise<string> {
    return (await server.api('/api/auth/register', { body: { email: uniqueEmail(), password: 'secret1' } })).body.token;
  }

  async function startedSession(token: string): Promise<{ sessionId: number; hub: TestHubClient }> {
    const { sessionId } = (await server.api('/api/sessions', { token, body: { scenarioId, coachEnabled: false } })).body;
    const hub = await TestHubClient.connect(server.url, token);
    await hub.invoke('JoinSession', sessionId);
    return { sessionId, hub };
  }

  /** One exchange, then the end; `analysis` scripts what the model answers to the analysis. */
  async function endedSession(token: string, ...analysis: FakeReply[]) {
    const session = await startedSession(token);
    ai.reply({ chunks: ['I hear you.'] }, ...analysis);
    await talkAndEnd(session.hub, session.sessionId, [LINE]);
    return session;
  }

  /** Someone else asking about the session gets exactly what an id that never existed gets. */
  async function expectPrivate(sessionId: number) {
    const theirs = await server.api(`/api/results/${sessionId}`, { token: stranger });
    expect(theirs.status).to.equal(404);
    expect(theirs.body).to.deep.equal(missing.body);
  }

  it('answers a session that does not exist with 404 SESSION_NOT_FOUND and the SPEC text', () => {
    expect(missing.status).to.equal(404);
    expect(missing.body).to.deep.equal({ error: NOT_FOUND });
  });

  it('answers the owner of a session still in progress with 409 SESSION_IN_PROGRESS; anyone else as if it did not exist', async () => {
    const token = await learner();
    const { sessionId, hub } = await startedSession(token);
    const mine = await server.api(`/api/results/${sessionId}`, { token });
    expect(mine.status).to.equal(409);
    expect(mine.body.error.code).to.equal('ANALYSIS.SESSION_IN_PROGRESS');
    await expectPrivate(sessionId);
    await hub.close();
  });

  it('answers the owner of a permanently failed analysis with 409 FAILED; anyone else as if it did not exist', async () => {
    const token = await learner();
    const { sessionId, hub } = await endedSession(token, { chunks: ['not json'] }, { chunks: ['still not json'] });
    await hub.waitFor('analysis-failed', (d) => d.sessionId === sessionId, 20_000);
    const mine = await server.api(`/api/results/${sessionId}`, { token });
    expect(mine.status).to.equal(409);
    expect(mine.body.error).to.deep.include({
      code: 'ANALYSIS.FAILED',
      message: 'We could not analyse this session. The failure has been recorded, and an administrator can run the analysis again.',
    });
    await expectPrivate(sessionId);
    await hub.close();
  });

  it('answers the owner of an analysed session with the result, texts in the session’s language and findings in both', async () => {
    const token = await learner();
    const { sessionId, hub } = await endedSession(token, { chunks: [analysisReply(8)] });
    await hub.waitFor('analysis-complete', (d) => d.sessionId === sessionId);
    const { status, body } = await server.api(`/api/results/${sessionId}`, { token });
    expect(status).to.equal(200);
    expect(body.scores.empathy.feedback).to.equal('Scored 8 for a reason the model gave.');
    expect(body.findings.scores.empathy).to.deep.equal({
      kind: 'empathy', band: 'excellent', written: { en: 'Scored 8 for a reason the model gave.', ru: 'Оценка 8 по причине, которую назвала модель.' },
    });
    const [character] = body.characters;
    expect(body.personaName).to.equal(character.name.en);
    expect(body.findings.improvements[0]).to.deep.include({ kind: 'vague', messageNumber: 2, character });
    await expectPrivate(sessionId);
    await hub.close();
  });

  it('answers the owner while the analysis runs with 404 RESULTS_PENDING and the SPEC text; anyone else as if it did not exist', async () => {
    const token = await learner();
    const { sessionId, hub } = await endedSession(token, { hang: true });
    const mine = await server.api(`/api/results/${sessionId}`, { token });
    expect(mine.status).to.equal(404);
    expect(mine.body.error).to.deep.include({ code: 'ANALYSIS.RESULTS_PENDING', message: 'Results not found. The analysis may still be in progress.' });
    await expectPrivate(sessionId);
    await hub.close();
  });

  it('documents each answer in the OpenAPI document', async () => {
    const doc = (await server.api('/api/openapi.json')).body;
    const responses = doc.paths['/api/results/{id}'].get.responses;
    expect(responses['404'].description).to.include('ANALYSIS.SESSION_NOT_FOUND').and.include('ANALYSIS.RESULTS_PENDING');
    expect(responses['409'].description).to.include('ANALYSIS.SESSION_IN_PROGRESS').and.include('ANALYSIS.FAILED');
  });
});
