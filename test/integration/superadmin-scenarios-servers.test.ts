import { get } from 'node:http';
import { expect } from 'chai';
import { postgresAnswers } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { aLearner, anAccount, type Person } from '../support/team.ts';
import { TestHubClient } from '../support/hub-client.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai-server.ts';
import { eventually } from '../support/billing.ts';
import { GENERIC_OPENING, scenarioForm } from '../support/scenario-forms.ts';

const OFFLINE = { CONTENT_DIR: 'content', OFFLINE_TYPING_DELAY_MS: '0', FREE_MONTHLY_SESSIONS: '50' };

/** Starts a session over HTTP and joins it over the hub, on the given server; Dana played as the woman she is written as. */
async function joined(server: TestServer, learner: Person, scenarioId: number) {
  const started = await server.api('/api/sessions', { token: learner.token, body: { scenarioId, coachEnabled: false, personaId: 0, locale: 'en', gender: 'female' } });
  expect(started.status, JSON.stringify(started.body)).to.equal(201);
  const hub = await TestHubClient.connect(server.url, learner.token);
  expect((await hub.invoke('JoinSession', started.body.sessionId)).ok).to.equal(true);
  const event = await hub.waitFor('session-started');
  return { hub, sessionId: started.body.sessionId as number, event, opening: JSON.parse(event.initialMessage) as { name: string; message: string }[] };
}

describe('A scenario made in the console, played with an AI endpoint', function () {
  this.timeout(60_000);
  let server: TestServer;
  let ai: FakeOpenAi;
  let superAdmin: Person;
  before(async () => {
    ai = await startFakeOpenAi();
    server = await startTestServer({ ...OFFLINE, OPENAI_BASE_URL: ai.url, OPENAI_API_KEY: 'test-key', OPENAI_MODEL: 'fake-model', AI_MAX_RETRIES: '0' });
    superAdmin = await anAccount(server, 'SuperAdmin', null);
  });
  after(async () => {
    await server.stop();
    await ai.stop();
  });

  it('plays at once: its system prompt reaches the model, and an edited prompt the next turn', async () => {
    const { id } = (await server.api('/api/superadmin/scenarios', { token: superAdmin.token, body: scenarioForm() })).body;
    const { hub, event, opening } = await joined(server, await aLearner(server), id);
    expect(event.engine).to.equal('llm');
    expect(opening[0]).to.deep.include({ name: 'Dana Price', message: GENERIC_OPENING.en }); // the opening is scripted, never generated

    ai.reply({ chunks: ['Monday came ', 'and went.'] });
    expect((await hub.invoke('SendMessage', 'What happened with the chairs?')).ok).to.equal(true);
    const system = ai.requests[0]!.body.messages[0]!;
    expect(system.role).to.equal('system');
    expect(system.content).to.include(scenarioForm().systemPrompt).and.include(`Situation: ${scenarioForm().description}`);
    expect(hub.named('message').find((m) => m.sender === 'ai').content).to.equal('Monday came and went.');

    const prompt = 'You are Dana Price, a facilities manager who has already called three times. Be curt.';
    expect((await server.api(`/api/superadmin/scenarios/${id}`, { method: 'PUT', token: superAdmin.token, body: scenarioForm({ systemPrompt: prompt }) })).status)
      .to.equal(200);
    ai.reply({ chunks: ['Third call this week.'] });
    expect((await hub.invoke('SendMessage', 'Sorry, who is this?')).ok).to.equal(true);
    expect(ai.requests[1]!.body.messages[0]!.content).to.include(prompt).and.not.include(scenarioForm().systemPrompt);
    await hub.close();
  });
});

// Two servers can share only a PostgreSQL server: this runs in the suite's PostgreSQL pass and is pending in the PGlite pass.
describe('A scenario made in the console, on every server at once (PostgreSQL)', function () {
  this.timeout(60_000);
  let a: TestServer;
  let b: TestServer;
  let superAdmin: Person;
  before(async function () {
    if (!(await postgresAnswers())) this.skip();
    a = await startTestServer(OFFLINE);
    b = await startTestServer(OFFLINE, a);
    superAdmin = await anAccount(a, 'SuperAdmin', null);
  });
  after(async () => {
    await b?.stop();
    await a?.stop();
  });

  const ids = async (server: TestServer) => ((await server.api('/api/scenario')).body as { id: number }[]).map((s) => s.id);
  /** A browser revalidating its cached copy (fetch() would add Cache-Control: no-cache). */
  const revalidate = (server: TestServer, etag: string) =>
    new Promise<number | undefined>((resolve, reject) => {
      get(`${server.url}/api/scenario`, { headers: { 'if-none-match': etag } }, (res) => {
        res.resume();
        resolve(res.statusCode);
      }).on('error', reject);
    });

  it('ends the other server’s kept catalogue: created there, edited, then retired, each shows on the other at once', async () => {
    const etag = (await b.api('/api/scenario')).headers.get('etag')!; // b now holds the list, kept before routing
    expect(await revalidate(b, etag)).to.equal(304);

    const created = await a.api('/api/superadmin/scenarios', { token: superAdmin.token, body: scenarioForm() });
    expect(created.status).to.equal(201);
    const { id } = created.body;
    await eventually(async () => (await ids(b)).includes(id));
    expect(await revalidate(b, etag)).to.equal(200);

    const learner = await aLearner(b);
    const { hub, opening } = await joined(b, learner, id);
    expect(opening[0]).to.deep.include({ name: 'Dana Price', message: GENERIC_OPENING.en });
    expect((await hub.invoke('SendMessage', 'Where do things stand with the chairs?')).ok).to.equal(true);
    expect(hub.named('message').some((m) => m.sender === 'ai')).to.equal(true);

    const renamed = scenarioForm({ name: 'Chairs: the second call', name_ru: 'Кресла: второй звонок' });
    expect((await a.api(`/api/superadmin/scenarios/${id}`, { method: 'PUT', token: superAdmin.token, body: renamed })).status).to.equal(200);
    await eventually(async () => (await b.api(`/api/scenario/${id}`)).body.name === 'Chairs: the second call');

    expect((await a.api(`/api/superadmin/scenarios/${id}`, { method: 'DELETE', token: superAdmin.token })).body).to.deep.equal({ id, outcome: 'retired' });
    await eventually(async () => !(await ids(b)).includes(id));
    const refused = await b.api('/api/sessions', { token: learner.token, body: { scenarioId: id, coachEnabled: false, personaId: 0, locale: 'en', gender: 'male' } });
    expect([refused.status, refused.body.error.code]).to.deep.equal([404, 'PRACTICE.SCENARIO_NOT_FOUND']);
    // The session already under way on b plays on.
    expect((await hub.invoke('SendMessage', 'I will call the warehouse now and ring you back by 3 pm.')).ok).to.equal(true);
    await hub.close();
  });
});
