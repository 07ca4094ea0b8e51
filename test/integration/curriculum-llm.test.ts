import { expect } from 'chai';
import { CURRICULUM, type CurriculumRepository } from '#src/modules/curriculum/index.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server.ts';
import { TestHubClient } from '../support/hub-client.ts';
import { startFakeOpenAi, type FakeOpenAi, type FakeReply } from '../support/fake-openai-server.ts';
import { analysisReply, talkAndEnd } from '../support/analysis-fixtures.ts';

const INVENTED = 987654;
const items = (...list: unknown[]) => JSON.stringify({ items: list });

describe('Curriculum with an OpenAI-compatible provider: the model chooses, only among real scenarios', function () {
  this.timeout(60_000);
  let server: TestServer;
  let ai: FakeOpenAi;
  let sales: { id: number; difficulty: string; speakerCount: number }[];
  before(async () => {
    ai = await startFakeOpenAi();
    server = await startTestServer({
      CONTENT_DIR: 'content', OPENAI_BASE_URL: ai.url, OPENAI_API_KEY: 'test-key', AI_MAX_RETRIES: '0', AI_BREAKER_FAILURE_THRESHOLD: '50',
      FREE_MONTHLY_SESSIONS: '10',
    });
    sales = (await server.api('/api/scenario?category=Sales')).body;
  });
  after(async () => {
    await server.stop();
    await ai.stop();
  });
  beforeEach(() => ai.reset());

  const plans = () => server.kernel.container.get<CurriculumRepository>(CURRICULUM.CurriculumRepository);
  const saved = (userId: number, variant: 'initial' | 'dynamic') => server.kernel.inContext(() => plans().find(userId, variant));
  const ids = (list: { scenarioId: number }[]) => list.map((i) => i.scenarioId);

  async function learnerWithGoals() {
    const token = (await server.api('/api/auth/register', { body: { email: uniqueEmail(), password: 'secret1' } })).body.token as string;
    await server.api('/api/onboarding/goals', { token, body: { goalCategories: ['Sales'] } });
    const userId = (await server.api('/api/auth/me', { token })).body.id as number;
    return { token, userId };
  }
  const generate = (token: string) => server.api('/api/onboarding/curriculum/generate', { token, method: 'POST' });

  it('keeps the model’s real choices, drops an invented id and fills the path from the offline plan', async () => {
    const { token, userId } = await learnerWithGoals();
    const [beginnerA, beginnerB] = sales.filter((s) => s.difficulty === 'Beginner');
    ai.reply({ chunks: [items(
      { scenarioId: beginnerB!.id, kind: 'goal', skill: 'activeListening' },
      { scenarioId: INVENTED, kind: 'goal', skill: null },
      { scenarioId: String(beginnerA!.id), kind: 'next', skill: null },
      { scenarioId: beginnerB!.id, kind: 'goal', skill: null },
    )] });
    const res = await generate(token);
    expect(res.status).to.equal(200);
    const initial = res.body.initial.items as { scenarioId: number; category: string; reason: unknown }[];
    expect(ai.requests).to.have.length(1); // no results yet: the dynamic path follows the initial one without the model
    expect(initial).to.have.length(6);
    expect(ids(initial)).to.not.include(INVENTED);
    expect(ids(initial).slice(0, 2)).to.deep.equal([beginnerB!.id, beginnerA!.id]);
    expect(initial[0]!.reason).to.deep.equal({ skill: 'activeListening', kind: 'goal' });
    expect(new Set(ids(initial)).size).to.equal(6);
    expect(initial.every((i) => i.category === 'Sales')).to.equal(true);
    expect((await saved(userId, 'initial'))?.planner).to.equal('llm');

    const prompt = ai.requests[0]!.body.messages.map((m) => m.content).join('\n');
    expect(prompt).to.contain('Practice areas the learner chose: Sales.');
    for (const s of sales) expect(prompt).to.contain(`\n${s.id} | `);
    expect(ai.requests[0]!.body.response_format).to.deep.equal({ type: 'json_object' });
  });

  for (const [name, reply] of [
    ['an unreadable reply', { chunks: ['Here is a great plan for you!'] }],
    ['nothing but invented ids', { chunks: [items({ scenarioId: INVENTED }, { scenarioId: INVENTED + 1 })] }],
    ['a provider failure', { status: 500 }],
  ] as [string, FakeReply][])
    it(`${name}: the offline plan, and the learner never notices`, async () => {
      const { token, userId } = await learnerWithGoals();
      ai.reply(reply);
      const res = await generate(token);
      expect(res.status).to.equal(200);
      expect(res.body.initial.items).to.have.length(6);
      expect((await saved(userId, 'initial'))?.planner).to.equal('offline');
    });

  it('after an analysis, the model plans the dynamic path; the scenario just played and an invented id are dropped', async () => {
    const { token, userId } = await learnerWithGoals();
    ai.reply({ status: 500 }); // the initial path: offline
    const { initial } = (await generate(token)).body;
    const first = initial.items[0].scenarioId as number;
    const pick = sales.find((s) => s.difficulty === 'Intermediate' && s.speakerCount === 1)!.id;

    const { sessionId } = (await server.api('/api/sessions', { token, body: { scenarioId: first, coachEnabled: false } })).body;
    const hub = await TestHubClient.connect(server.url, token);
    await hub.invoke('JoinSession', sessionId);
    ai.reply(
      { chunks: ['I hear you.'] },
      { chunks: [analysisReply(6)] },
      { chunks: [items({ scenarioId: first, kind: 'review', skill: 'empathy' }, { scenarioId: INVENTED, kind: 'goal' }, { scenarioId: pick, kind: 'weakest', skill: 'clarity' })] },
    );
    await talkAndEnd(hub, sessionId, ['I am sorry about that. Let me fix it today.']);
    await hub.waitFor('analysis-complete', (d) => d.sessionId === sessionId, 20_000);
    await hub.close();

    const deadline = Date.now() + 10_000;
    while ((await saved(userId, 'dynamic'))?.planner !== 'llm' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    // The initial path, the character's reply, the analysis, the dynamic path.
    expect(ai.requests).to.have.length(4);
    const dynamic = (await server.api('/api/onboarding/curriculum?isInitial=false', { token })).body;
    expect(ai.requests).to.have.length(4); // the read found the path current: no second call
    expect(dynamic.items).to.have.length(6);
    expect(dynamic.items[0]).to.deep.include({ scenarioId: pick, reason: { skill: 'clarity', kind: 'weakest' } });
    expect(ids(dynamic.items)).to.not.include(first);
    expect(ids(dynamic.items)).to.not.include(INVENTED);
    const prompt = ai.requests[3]!.body.messages.map((m) => m.content).join('\n');
    expect(prompt).to.contain(`Never choose the scenario just played (id ${first})`);
    expect(prompt).to.match(/Skill averages .*empathy 5\.4/);
  });
});

describe('Curriculum planning within the learner’s AI allowance and rate limit (OWASP LLM10)', function () {
  this.timeout(60_000);
  let server: TestServer;
  let ai: FakeOpenAi;
  before(async () => {
    ai = await startFakeOpenAi();
    server = await startTestServer({
      CONTENT_DIR: 'content', OPENAI_BASE_URL: ai.url, OPENAI_API_KEY: 'test-key', AI_MAX_RETRIES: '0', AI_BREAKER_FAILURE_THRESHOLD: '50',
      AI_USER_CALLS_PER_DAY: '1',
    });
  });
  after(async () => {
    await server.stop();
    await ai.stop();
  });

  it('plans offline once the day’s calls are spent, and refuses a sixth plan in a minute (429)', async () => {
    const token = (await server.api('/api/auth/register', { body: { email: uniqueEmail(), password: 'secret1' } })).body.token as string;
    await server.api('/api/onboarding/goals', { token, body: { goalCategories: ['Sales'] } });
    const generate = () => server.api('/api/onboarding/curriculum/generate', { token, method: 'POST' });
    ai.reply({ status: 500 });
    expect((await generate()).status).to.equal(200);
    expect(ai.requests).to.have.length(1); // the day's one call, spent (a failed call counts as one)
    for (let i = 0; i < 4; i++) expect((await generate()).status).to.equal(200);
    expect(ai.requests).to.have.length(1);
    const sixth = await generate();
    expect(sixth.status).to.equal(429);
    expect(sixth.body.error.code).to.equal('RATE_LIMITED');
  });
});
