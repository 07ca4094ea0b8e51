import { expect } from 'chai';
import { CreateUser } from '#src/modules/identity/index.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server.ts';
import { TestHubClient } from '../support/hub-client.ts';

describe('Discarding a session never written in', function () {
  let server: TestServer;
  let scenarioId: number;
  before(async () => {
    server = await startTestServer({ CONTENT_DIR: 'content', FREE_MONTHLY_SESSIONS: '3', FREE_MONTHLY_COACH_SESSIONS: '1', OFFLINE_TYPING_DELAY_MS: '0' });
    scenarioId = (await server.api('/api/scenario')).body[0].id;
  });
  after(() => server.stop());

  const learner = async () => {
    const { token, user } = (await server.api('/api/auth/register', { body: { email: uniqueEmail(), password: 'secret1' } })).body;
    return { token: token as string, userId: user.id as number };
  };
  const start = async (token: string, body: Record<string, unknown> = {}) =>
    (await server.api('/api/sessions', { token, body: { scenarioId, coachEnabled: false, locale: 'en', ...body } })).body.sessionId as number;
  const discard = (token: string | undefined, sessionId: number | string) => server.api(`/api/sessions/${sessionId}/discard`, { token, method: 'POST' });
  const unended = async (token: string) => (await server.api('/api/results/unended', { token })).body.data as { sessionId: number; spoken: boolean }[];
  const usage = async (token: string) => (await server.api('/api/dashboard/usage', { token })).body as { sessionCount: number; coachSessionCount: number };
  async function superAdmin() {
    const email = uniqueEmail('root');
    await server.kernel.inContext(() => server.kernel.container.get(CreateUser).execute({ email, password: 'secret1', role: 'SuperAdmin' }));
    return (await server.api('/api/auth/login', { body: { email, password: 'secret1' } })).body.token as string;
  }

  it('throws it away: gone from the learner’s lists and pages, back in the month’s allowance, still seen by the SuperAdmin as incomplete', async () => {
    const { token, userId } = await learner();
    const kept = await start(token);
    const sessionId = await start(token, { coachEnabled: true });
    expect(await usage(token)).to.include({ sessionCount: 2, coachSessionCount: 1 });
    expect((await unended(token)).map((s) => [s.sessionId, s.spoken])).to.deep.equal([[sessionId, false], [kept, false]]);

    const answer = await discard(token, sessionId);
    expect(answer.status).to.equal(200);
    expect(answer.body).to.deep.equal({ success: true });
    expect((await unended(token)).map((s) => s.sessionId)).to.deep.equal([kept]);
    expect(await usage(token)).to.include({ sessionCount: 1, coachSessionCount: 0 });
    // The coach is on offer again: the coached start it went to was given back.
    expect(await start(token, { coachEnabled: true })).to.be.a('number');

    const hub = await TestHubClient.connect(server.url, token);
    expect((await hub.invoke('JoinSession', sessionId)).error!.code).to.equal('PRACTICE.SESSION_NOT_FOUND');
    await hub.close();
    expect((await server.api(`/api/results/${sessionId}`, { token })).status).to.equal(404);
    expect((await discard(token, sessionId)).body.error.code).to.equal('PRACTICE.SESSION_NOT_FOUND');

    const root = await superAdmin();
    const activity = (await server.api(`/api/superadmin/users/${userId}/activity?status=incomplete`, { token: root })).body;
    const shown = activity.items.find((s: { sessionId: number }) => s.sessionId === sessionId);
    expect(shown).to.include({ status: 'incomplete', durationSeconds: null });
    expect((await server.api(`/api/superadmin/users/${userId}`, { token: root })).body).to.include({ incompleteScenarios: 2, totalSessions: 3 });
  });

  it('keeps a session the learner wrote in (409 PRACTICE.SESSION_SPOKEN_IN) and an ended one (409 PRACTICE.SESSION_ENDED), changing nothing', async () => {
    const { token } = await learner();
    const sessionId = await start(token);
    const hub = await TestHubClient.connect(server.url, token);
    await hub.invoke('JoinSession', sessionId);
    expect((await hub.invoke('SendMessage', 'I understand. What happened exactly?')).ok).to.equal(true);
    const spoken = await discard(token, sessionId);
    expect(spoken.status).to.equal(409);
    expect(spoken.body.error).to.include({ code: 'PRACTICE.SESSION_SPOKEN_IN', message: "You have written in this session, so it can't be discarded: end it to see your analysis." });
    expect(await unended(token)).to.deep.include({ ...(await unended(token))[0], sessionId, spoken: true });
    expect((await usage(token)).sessionCount).to.equal(1);

    expect((await hub.invoke('EndSession', sessionId)).ok).to.equal(true);
    await hub.close();
    const ended = await discard(token, sessionId);
    expect(ended.status).to.equal(409);
    expect(ended.body.error.code).to.equal('PRACTICE.SESSION_ENDED');
    expect((await usage(token)).sessionCount).to.equal(1);
  });

  it('discards once when asked twice at once (a double click, two tabs): the others are told it is gone, and the allowance gets one back', async () => {
    const { token } = await learner();
    const sessionId = await start(token);
    const answers = await Promise.all([1, 2, 3].map(() => discard(token, sessionId)));
    expect(answers.map((a) => a.status).sort()).to.deep.equal([200, 404, 404]);
    for (const refused of answers.filter((a) => a.status === 404)) expect(refused.body.error.code).to.equal('PRACTICE.SESSION_NOT_FOUND');
    expect((await usage(token)).sessionCount).to.equal(0);
  });

  it('answers another learner’s session as a missing one, refuses the anonymous, and names a bad id', async () => {
    const owner = await learner();
    const sessionId = await start(owner.token);
    const other = await learner();
    const theirs = await discard(other.token, sessionId);
    expect(theirs.status).to.equal(404);
    expect(theirs.body.error.code).to.equal('PRACTICE.SESSION_NOT_FOUND');
    expect((await discard(undefined, sessionId)).status).to.equal(401);
    const bad = await discard(owner.token, 'abc');
    expect(bad.status).to.equal(400);
    expect(bad.body.error.code).to.equal('VALIDATION_FAILED');
    expect((await unended(owner.token)).map((s) => s.sessionId)).to.deep.equal([sessionId]);
    expect((await usage(owner.token)).sessionCount).to.equal(1);
  });
});
