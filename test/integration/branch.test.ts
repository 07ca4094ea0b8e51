import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { TestHubClient } from '../support/hub-client.ts';
import { eventually, registerLearner, sql, type Learner } from '../support/billing.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai-server.ts';

/** "Try this moment again" (R2.12): a session branched from one of the learner's messages of a finished one. */
const GYM = (JSON.parse(readFileSync('content/customer-service.json', 'utf8')) as { scenarios: { key: string; name: string }[] }).scenarios
  .find((s) => s.key === 'cs-gym-double-charge')!.name;
const SORRY = "I'm so sorry — that sounds really stressful before your class.";
const REFUND = "I'll refund the duplicate £49.99 myself today; it will be back in your account within 3 working days.";
const RUDE = "Calm down, it's not my problem.";
const BETTER = "We'll cover the £25 bank fee too, and I'll email you written confirmation today.";

interface Line { sender: string; content: string; speaker_name: string | null; speaker_role: string | null }
const linesOf = (server: TestServer, sessionId: number) =>
  sql<Line>(server, 'select sender, content, speaker_name, speaker_role from session_messages where session_id = ? order by id', [sessionId]);
const dialogueOf = async (server: TestServer, sessionId: number) => {
  const [row] = await sql<{ dialogue: unknown }>(server, 'select dialogue from practice_sessions where id = ?', [sessionId]);
  return typeof row?.dialogue === 'string' ? JSON.parse(row.dialogue) : row?.dialogue;
};

async function start(server: TestServer, learner: Learner, coachEnabled = false) {
  const list = (await server.api('/api/scenario')).body as { id: number; name: string }[];
  const scenarioId = list.find((s) => s.name === GYM)!.id;
  const res = await server.api('/api/sessions', { token: learner.token, body: { scenarioId, coachEnabled, locale: 'en', gender: 'female', firstName: 'Dana' } });
  expect(res.status).to.equal(201);
  const hub = await TestHubClient.connect(server.url, learner.token);
  expect((await hub.invoke('JoinSession', res.body.sessionId)).ok).to.equal(true);
  return { sessionId: res.body.sessionId as number, hub };
}

async function say(hub: TestHubClient, text: string): Promise<string[]> {
  const before = hub.named('message').length;
  const sent = await hub.invoke('SendMessage', text);
  if (!sent.ok) throw new Error(`SendMessage refused: ${JSON.stringify(sent.error)}`);
  return hub.named('message').slice(before).filter((m) => m.sender === 'ai').map((m) => m.content as string);
}

/** The 1-based number (coach tips left out) of the learner's line `text`, as results number improvements. */
async function numberOf(server: TestServer, sessionId: number, text: string) {
  const said = (await linesOf(server, sessionId)).filter((l) => l.sender !== 'system');
  return said.findIndex((l) => l.sender === 'user' && l.content === text) + 1;
}

const branch = (server: TestServer, learner: Learner, sessionId: number, fromMessageNumber: unknown) =>
  server.api(`/api/sessions/${sessionId}/branch`, { token: learner.token, body: { fromMessageNumber } });

/** Plays SORRY, REFUND (snapshotting the state after REFUND's reply), RUDE; ends; branches at RUDE. */
async function playAndBranch(server: TestServer, learner: Learner, beforeEachTurn: () => void = () => {}) {
  const original = await start(server, learner);
  beforeEachTurn();
  await say(original.hub, SORRY);
  beforeEachTurn();
  await say(original.hub, REFUND);
  const snapshot = await dialogueOf(server, original.sessionId);
  beforeEachTurn();
  await say(original.hub, RUDE);
  expect((await original.hub.invoke('EndSession', original.sessionId)).ok).to.equal(true);
  const at = await numberOf(server, original.sessionId, RUDE);
  const res = await branch(server, learner, original.sessionId, at);
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  const branchId = res.body.sessionId as number;

  const copied = await linesOf(server, branchId);
  const before = (await linesOf(server, original.sessionId)).slice(0, copied.length);
  expect(copied).to.deep.equal(before);
  expect(copied.filter((l) => l.sender !== 'system')).to.have.length(at - 1);
  expect(copied.at(-1)!.sender).to.equal('ai');
  expect(await dialogueOf(server, branchId)).to.deep.equal(snapshot);
  const [row] = await sql<{ branched_from_session_id: number; branched_from_message_number: number; status: string }>(
    server, 'select branched_from_session_id, branched_from_message_number, status from practice_sessions where id = ?', [branchId]);
  expect(row).to.deep.include({ branched_from_session_id: original.sessionId, branched_from_message_number: at, status: 'InProgress' });
  await original.hub.close();
  return { original: original.sessionId, branchId, at };
}

describe('Try this moment again: branching a session (built-in engine)', function () {
  this.timeout(120_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ CONTENT_DIR: 'content', OFFLINE_TYPING_DELAY_MS: '0', FREE_MONTHLY_SESSIONS: '20', FREE_MONTHLY_COACH_SESSIONS: '1' });
  });
  after(() => server.stop());

  it('reproduces the conversation and state up to the branch point, plays on, and its results compare the two answers', async () => {
    const learner = await registerLearner(server);
    const { original, branchId, at } = await playAndBranch(server, learner);

    const hub = await TestHubClient.connect(server.url, learner.token);
    expect((await hub.invoke('JoinSession', branchId)).ok).to.equal(true);
    const joined = await hub.waitFor('session-started');
    expect(joined.messages.map((m: { content: string }) => m.content)).to.include(REFUND).and.not.to.include(RUDE);
    expect(joined.personaInfo.firstName).to.equal('Dana');
    expect(await say(hub, BETTER)).to.have.length.greaterThan(0);
    expect((await hub.invoke('EndSession', branchId)).ok).to.equal(true);
    await hub.waitFor('analysis-complete', (d) => d.sessionId === branchId);
    await hub.close();

    const [mine, theirs] = [await server.api(`/api/results/${branchId}`, { token: learner.token }), await server.api(`/api/results/${original}`, { token: learner.token })];
    expect(mine.status).to.equal(200);
    expect(theirs.body.branch).to.equal(null);
    const comparison = mine.body.branch;
    expect(comparison).to.deep.include({ originalSessionId: original, messageNumber: at, originalAnswer: RUDE, newAnswer: BETTER });
    for (const skill of ['overall', 'empathy', 'clarity', 'problemSolving', 'composure', 'activeListening']) {
      const [now, then] = [mine.body.scores[skill].score, theirs.body.scores[skill].score];
      expect(comparison.originalScores[skill]).to.equal(Math.round(then * 10) / 10);
      expect(comparison.deltas[skill]).to.be.closeTo(now - then, 0.11);
    }
    // The kinder second answer scores better than the rude first one.
    expect(comparison.deltas.overall).to.be.greaterThan(0);

    // Without the original's result there is nothing to compare scores with; the answers still show.
    await sql(server, 'delete from session_results where session_id = ?', [original]);
    const alone = (await server.api(`/api/results/${branchId}`, { token: learner.token })).body.branch;
    expect(alone).to.deep.include({ originalAnswer: RUDE, newAnswer: BETTER, originalScores: null, deltas: null });
  });

  it('counts only what the learner writes in the branch: ended at once it is refused, it can be discarded, and nothing is scored or rewarded', async () => {
    const learner = await registerLearner(server);
    const { original, branchId } = await playAndBranch(server, learner);
    const xp = async () => Number((await sql<{ xp: number }>(server, 'select experience_points as xp from users where id = ?', [learner.id]))[0]!.xp);
    // The original's own points first: its analysis runs after it ended.
    await eventually(async () => (await sql(server, 'select 1 from session_results where session_id = ?', [original])).length > 0);
    const before = await xp();
    const hub = await TestHubClient.connect(server.url, learner.token);
    expect((await hub.invoke('JoinSession', branchId)).ok).to.equal(true);
    const ended = await hub.invoke('EndSession', branchId);
    await hub.close();
    expect([ended.ok, ended.error?.code]).to.deep.equal([false, 'PRACTICE.NOTHING_SAID']);
    const unended = (await server.api('/api/results/unended', { token: learner.token })).body.data as { sessionId: number; spoken: boolean }[];
    expect(unended.find((s) => s.sessionId === branchId)).to.deep.include({ spoken: false });
    const discarded = await server.api(`/api/sessions/${branchId}/discard`, { token: learner.token, method: 'POST' });
    expect(discarded.status, JSON.stringify(discarded.body)).to.equal(200);
    expect(await sql(server, 'select 1 from session_results where session_id = ?', [branchId])).to.deep.equal([]);
    expect(await xp(), 'no points for the copied lines').to.equal(before);
  });

  it('refuses a character’s line, a number past the end, someone else’s or an unfinished session, and a learner past the allowance', async () => {
    const learner = await registerLearner(server);
    const { sessionId, hub } = await start(server, learner);
    await say(hub, SORRY);
    const unfinished = await branch(server, learner, sessionId, 2);
    expect(unfinished.status).to.equal(409);
    expect(unfinished.body.error.code).to.equal('PRACTICE.SESSION_NOT_FINISHED');
    expect((await hub.invoke('EndSession', sessionId)).ok).to.equal(true);
    await hub.close();

    for (const wrong of [1, 99]) {
      const res = await branch(server, learner, sessionId, wrong);
      expect(res.status, `message ${wrong}`).to.equal(400);
      expect(res.body.error.details[0].path).to.equal('fromMessageNumber');
    }
    expect((await branch(server, learner, sessionId, 'two')).status).to.equal(400);
    const stranger = await registerLearner(server);
    const theirs = await branch(server, stranger, sessionId, 2);
    expect(theirs.status).to.equal(404);
    expect(theirs.body.error.code).to.equal('PRACTICE.SESSION_NOT_FOUND');

    await sql(server, 'update billing_accounts set session_count = 20 where user_id = ?', [learner.id]);
    const count = async () => (await sql<{ n: string }>(server, 'select count(*) as n from practice_sessions where user_id = ?', [learner.id]))[0]!.n;
    const over = await branch(server, learner, sessionId, 2);
    expect(over.status).to.equal(403);
    expect(over.body.error.code).to.equal('USAGE.SESSION_LIMIT');
    expect(Number(await count())).to.equal(1);
    await sql(server, 'update billing_accounts set session_count = 5 where user_id = ?', [learner.id]);
    expect((await branch(server, learner, sessionId, 2)).status).to.equal(201);
    expect((await sql<{ session_count: number }>(server, 'select session_count from billing_accounts where user_id = ?', [learner.id]))[0]!.session_count)
      .to.equal(6);
  });

  it('counts the coach when the original had it, and without coach allowance can go without the coach', async () => {
    const learner = await registerLearner(server);
    const { sessionId, hub } = await start(server, learner, true);
    await say(hub, SORRY);
    expect((await hub.invoke('EndSession', sessionId)).ok).to.equal(true);
    await hub.close();
    const account = async () => (await sql<{ session_count: number; coach_session_count: number }>(
      server, 'select session_count, coach_session_count from billing_accounts where user_id = ?', [learner.id]))[0]!;
    expect(await account()).to.deep.equal({ session_count: 1, coach_session_count: 1 }); // the one coach session this server's Free plan has
    const refused = await branch(server, learner, sessionId, 2);
    expect(refused.status).to.equal(403);
    expect(refused.body.error.code).to.equal('USAGE.COACH_LIMIT');
    const res = await server.api(`/api/sessions/${sessionId}/branch`, { token: learner.token, body: { fromMessageNumber: 2, withCoach: false } });
    expect(res.status).to.equal(201);
    expect(await account()).to.deep.equal({ session_count: 2, coach_session_count: 1 });
    const [row] = await sql<{ coach_enabled: boolean }>(server, 'select coach_enabled from practice_sessions where id = ?', [res.body.sessionId]);
    expect(row!.coach_enabled).to.equal(false);
  });
});

describe('Try this moment again with an AI endpoint', function () {
  this.timeout(120_000);
  let server: TestServer;
  let ai: FakeOpenAi;
  before(async () => {
    ai = await startFakeOpenAi();
    server = await startTestServer({
      CONTENT_DIR: 'content', OPENAI_BASE_URL: ai.url, OPENAI_API_KEY: 'test-key', OPENAI_MODEL: 'fake-model', AI_MAX_RETRIES: '0',
      OFFLINE_TYPING_DELAY_MS: '0', FREE_MONTHLY_SESSIONS: '20', ANALYSIS_ATTEMPTS: '1',
    });
  });
  after(async () => {
    await server.stop();
    await ai.stop();
  });

  it('reproduces the conversation and state, and the model is prompted with the copied conversation', async () => {
    const learner = await registerLearner(server);
    let turn = 0;
    const { original, branchId } = await playAndBranch(server, learner, () => ai.reply({ chunks: [`Reply number ${++turn}.`] }));
    // The original's analysis asks the model too (unscripted: it fails); let it finish before scripting the next reply.
    await eventually(async () => (await server.api(`/api/results/${original}`, { token: learner.token })).body.error?.code === 'ANALYSIS.FAILED');
    ai.reset();
    ai.reply({ chunks: ['That is much better, thank you.'] });
    const hub = await TestHubClient.connect(server.url, learner.token);
    expect((await hub.invoke('JoinSession', branchId)).ok).to.equal(true);
    expect(await say(hub, BETTER)).to.deep.equal(['That is much better, thank you.']);
    await hub.close();
    const prompt = ai.requests.map((r) => r.body.messages.map((m) => m.content).join('\n')).find((p) => p.includes(BETTER))!;
    expect(prompt).to.contain(SORRY).and.to.contain('Reply number 1.').and.to.contain(REFUND).and.to.contain('Reply number 2.').and.to.contain(BETTER);
    expect(prompt).not.to.contain(RUDE).and.not.to.contain('Reply number 3.');
  });
});
