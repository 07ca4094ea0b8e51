import { expect } from 'chai';
import { CURRICULUM, RefreshDynamicCurriculum, type CurriculumRepository } from '#src/modules/curriculum/index.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server.ts';
import { TestHubClient } from '../support/hub-client.ts';
import { talkAndEnd } from '../support/analysis-fixtures.ts';

const KIND = "I understand how frustrating this must be, and I'm sorry. Could you tell me what happened?";
const PLAN = 'So if I understand correctly, it went wrong twice. I will fix it today and call you by Friday.';
const METRICS = ['Empathy', 'Clarity', 'ProblemSolving', 'Composure', 'ActiveListening', 'Overall'];

describe('Curriculum API (offline planner)', function () {
  this.timeout(60_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ CONTENT_DIR: 'content', OFFLINE_TYPING_DELAY_MS: '0', FREE_MONTHLY_SESSIONS: '20' });
  });
  after(() => server.stop());

  const register = async () => (await server.api('/api/auth/register', { body: { email: uniqueEmail(), password: 'secret1' } })).body.token as string;
  const list = async (token: string, isInitial: boolean) => (await server.api(`/api/onboarding/curriculum?isInitial=${isInitial}`, { token })).body;
  const generate = (token: string) => server.api('/api/onboarding/curriculum/generate', { token, method: 'POST' });
  const saveGoals = (token: string, goalCategories: string[], ownGoals: string[] = []) =>
    server.api('/api/onboarding/goals', { token, body: { goalCategories, ownGoals } });

  async function play(token: string, scenarioId: number, lines: string[]) {
    const { sessionId } = (await server.api('/api/sessions', { token, body: { scenarioId, coachEnabled: false, locale: 'en' } })).body;
    const hub = await TestHubClient.connect(server.url, token);
    await hub.invoke('JoinSession', sessionId);
    await talkAndEnd(hub, sessionId, lines);
    await hub.waitFor('analysis-complete', (d) => d.sessionId === sessionId, 20_000);
    await hub.close();
    return sessionId as number;
  }

  it('needs a signed-in user', async () => {
    expect((await server.api('/api/onboarding/curriculum?isInitial=true')).status).to.equal(401);
    expect((await server.api('/api/onboarding/curriculum/generate', { method: 'POST' })).status).to.equal(401);
  });

  it('asks whether the initial or the dynamic path is wanted', async () => {
    const token = await register();
    for (const query of ['', '?isInitial=yes', '?isInitial=1']) {
      const res = await server.api(`/api/onboarding/curriculum${query}`, { token });
      expect(res.status, query).to.equal(400);
      expect(res.body.error.code).to.equal('VALIDATION_FAILED');
      expect(res.body.error.details[0].path).to.equal('query.isInitial');
    }
  });

  it('before onboarding: both paths empty, and nothing to generate from', async () => {
    const token = await register();
    expect(await list(token, true)).to.deep.equal({ isInitial: true, generatedAt: null, items: [] });
    expect(await list(token, false)).to.deep.equal({ isInitial: false, generatedAt: null, items: [] });
    const res = await generate(token);
    expect(res.status).to.equal(400);
    expect(res.body.error).to.deep.include({ code: 'CURRICULUM.NO_GOALS', message: 'Save your goals first.' });
  });

  it('goals → generate → play the first item → Completed with metrics, and the dynamic path moves on', async () => {
    const token = await register();
    expect((await saveGoals(token, ['Customer Service'])).status).to.equal(200);
    const generated = await generate(token);
    expect(generated.status).to.equal(200);
    const { initial, dynamic } = generated.body;
    expect(initial.isInitial).to.equal(true);
    expect(Date.parse(initial.generatedAt)).to.be.greaterThan(Date.now() - 60_000);
    expect(initial.items).to.have.length(6);
    expect(initial.items.map((i: { category: string }) => i.category)).to.deep.equal(Array(6).fill('Customer Service'));
    expect(initial.items.map((i: { difficulty: string }) => i.difficulty)).to.deep.equal(['Beginner', 'Beginner', 'Intermediate', 'Intermediate', 'Advanced', 'Advanced']);
    expect(initial.items.some((i: { speakerCount: number }) => i.speakerCount > 1)).to.equal(true);
    const first = initial.items[0];
    expect(first).to.have.keys('scenarioId', 'name', 'name_ru', 'description', 'description_ru', 'category', 'category_ru', 'difficulty',
      'difficulty_ru', 'speakerCount', 'status', 'sessionId', 'metrics', 'reason');
    expect(first).to.deep.include({ category_ru: 'Обслуживание клиентов', difficulty_ru: 'Начальный', status: 'NotStarted', sessionId: null, metrics: [] });
    expect(first.reason).to.deep.equal({ skill: null, kind: 'goal' });
    // No results yet: the dynamic path starts where the initial one does.
    expect(dynamic.items.map((i: { scenarioId: number }) => i.scenarioId)).to.deep.equal(initial.items.map((i: { scenarioId: number }) => i.scenarioId));
    expect(await list(token, true)).to.deep.equal(initial);
    expect(await list(token, false)).to.deep.equal(dynamic);

    // Started but not finished: InProgress, pointing at the session to continue.
    const second = initial.items[1].scenarioId;
    const { sessionId: unended } = (await server.api('/api/sessions', { token, body: { scenarioId: second, coachEnabled: false } })).body;
    expect((await list(token, true)).items[1]).to.deep.include({ status: 'InProgress', sessionId: unended, metrics: [] });

    const sessionId = await play(token, first.scenarioId, [KIND, PLAN]);
    // The analysis event has the dynamic path planned again, without being asked.
    const plans = server.kernel.container.get<CurriculumRepository>(CURRICULUM.CurriculumRepository);
    const userId = await me(token);
    const savedPlan = () => server.kernel.inContext(() => plans.find(userId, 'dynamic'));
    const deadline = Date.now() + 10_000;
    while (!(await savedPlan())?.basedOn.startsWith(`1:${sessionId}:`) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect((await savedPlan())?.basedOn).to.match(new RegExp(`^1:${sessionId}:`));

    const after = await list(token, true);
    const result = (await server.api(`/api/results/${sessionId}`, { token })).body;
    expect(after.items[0]).to.deep.include({ status: 'Completed', sessionId });
    expect(after.items[0].metrics.map((m: { name: string }) => m.name)).to.deep.equal(METRICS);
    expect(after.items[0].metrics[0].score).to.equal(result.scores.empathy.score);
    expect(after.items[0].metrics[5].score).to.equal(result.scores.overall.score);

    const moved = await list(token, false);
    expect(moved.items).to.have.length(6);
    expect(moved.items.map((i: { scenarioId: number }) => i.scenarioId)).to.not.include(first.scenarioId);
    expect(moved.items.map((i: { scenarioId: number }) => i.scenarioId)).to.not.deep.equal(dynamic.items.map((i: { scenarioId: number }) => i.scenarioId));
    expect(moved.items[0].reason.kind).to.equal('weakest');
    expect(moved.items[0].reason.skill).to.be.oneOf(['empathy', 'clarity', 'problemSolving', 'composure', 'activeListening']);
    expect(Date.parse(moved.generatedAt)).to.be.at.least(Date.parse(dynamic.generatedAt));
  });

  it('a learner who played before onboarding gets a dynamic path from their results alone', async () => {
    const token = await register();
    const scenarios = (await server.api('/api/scenario')).body as { id: number }[];
    const played = await play(token, scenarios[0]!.id, [KIND]);
    const dynamic = await list(token, false);
    expect(dynamic.items).to.have.length(6);
    expect(dynamic.items.map((i: { scenarioId: number }) => i.scenarioId)).to.not.include(scenarios[0]!.id);
    expect((await list(token, true)).items).to.deep.equal([]);
    expect(played).to.be.a('number');
  });

  it('each learner reaches only their own curriculum', async () => {
    const [mine, theirs] = [await register(), await register()];
    await saveGoals(mine, ['Sales']);
    await saveGoals(theirs, ['Leadership']);
    await generate(mine);
    expect(await list(theirs, true)).to.deep.equal({ isInitial: true, generatedAt: null, items: [] });
    await generate(theirs);
    const [a, b] = [await list(mine, true), await list(theirs, true)];
    expect(a.items.every((i: { category: string }) => i.category === 'Sales')).to.equal(true);
    expect(b.items.every((i: { category: string }) => i.category === 'Leadership')).to.equal(true);
  });

  it('generating again after new goals replaces both paths', async () => {
    const token = await register();
    await saveGoals(token, ['Sales']);
    const before = (await generate(token)).body;
    await saveGoals(token, ['Negotiation', 'Teamwork'], ['speaking up in meetings']);
    const after = (await generate(token)).body;
    expect(after.initial.items).to.have.length.within(8, 10);
    expect(after.initial.items.some((i: { category: string }) => i.category === 'Sales')).to.equal(false);
    expect(after.dynamic.items.map((i: { scenarioId: number }) => i.scenarioId)).to.not.deep.equal(before.dynamic.items.map((i: { scenarioId: number }) => i.scenarioId));
  });

  it('writes no plan for an account deleted while it was being planned', async () => {
    const token = await register();
    const userId = await me(token);
    await saveGoals(token, ['Sales']);
    expect((await generate(token)).status).to.equal(200);
    // The account goes, and its eraser takes the plans (ADR 0030), while a re-plan was still under way.
    const db = server.kernel.db.orm.em.fork().getConnection();
    await db.execute('delete from curriculum_plans where user_id = ?', [userId]);
    await db.execute('delete from users where id = ?', [userId]);
    const plan = await server.kernel.inContext(() => server.kernel.container.get(RefreshDynamicCurriculum).replan(userId));
    expect(plan).to.equal(null);
    expect(await db.execute('select 1 from curriculum_plans where user_id = ?', [userId])).to.deep.equal([]);
  });

  async function me(token: string): Promise<number> {
    return (await server.api('/api/auth/me', { token })).body.id as number;
  }
});
