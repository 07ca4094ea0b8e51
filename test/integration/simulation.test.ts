import { expect } from 'chai';
import { CreateUser } from '#src/modules/identity/index.ts';
import { firstNameInGender } from '#src/shared/character-name.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server.ts';
import { TestHubClient } from '../support/hub-client.ts';

describe('Live simulation (offline engine)', function () {
  let server: TestServer;
  let scenarios: { id: number; speakerCount: number }[];
  before(async () => {
    server = await startTestServer({ CONTENT_DIR: 'content', FREE_MONTHLY_SESSIONS: '3', FREE_MONTHLY_COACH_SESSIONS: '1', OFFLINE_TYPING_DELAY_MS: '2' });
    scenarios = (await server.api('/api/scenario')).body;
  });
  after(() => server.stop());

  const learner = async () =>
    (await server.api('/api/auth/register', { body: { email: uniqueEmail(), password: 'secret1' } })).body.token as string;
  const start = (token: string, body: Record<string, unknown> = {}) =>
    server.api('/api/sessions', { token, body: { scenarioId: scenarios[0].id, coachEnabled: false, personaId: 0, locale: 'en', gender: 'female', avatarUrl: '/avatars/female/3.svg', ...body } });

  it('plays a whole conversation: join, the opening, streamed replies, the end', async () => {
    const token = await learner();
    const firstScenario = (await server.api(`/api/scenario/${scenarios[0].id}`)).body;
    const asWritten = firstScenario.cast[0].gender as 'male' | 'female';
    const started = await start(token, { firstName: '  ', gender: asWritten });
    expect(started.status).to.equal(201);
    const { sessionId } = started.body;
    const hub = await TestHubClient.connect(server.url, token);
    expect((await hub.invoke('JoinSession', sessionId)).ok).to.equal(true);
    const joined = await hub.waitFor('session-started');
    expect(joined).to.include({ sessionId, engine: 'offline', isCoachModeEnabled: false, status: 'InProgress', locale: 'en' });
    expect(joined.personaInfo).to.include({ firstName: null, gender: asWritten, avatarUrl: '/avatars/female/3.svg' });
    expect(joined.messages.length).to.be.greaterThan(0);
    expect(JSON.parse(joined.initialMessage)[0]).to.have.keys('name', 'role', 'message');
    expect(JSON.parse(joined.groupSpeakerProfiles)[0]).to.include.keys('name', 'role', 'borderColor', 'gradientStart', 'gradientEnd', 'color', 'avatarUrl');
    const detail = (await server.api(`/api/scenario/${scenarios[0].id}`, { token: await superAdminToken() })).body;
    expect(JSON.stringify(joined)).to.not.contain(detail.systemPrompt.slice(0, 60)); // the system prompt stays on the server

    // The opening alone is nothing to analyse: ending now is refused and the session stays open.
    expect((await hub.invoke('EndSession', sessionId)).error!.code).to.equal('PRACTICE.NOTHING_SAID');
    expect((await server.api('/api/results/unended', { token })).body.data.map((s: { sessionId: number }) => s.sessionId)).to.deep.equal([sessionId]);

    const sent = await hub.invoke('SendMessage', '  I understand how frustrating this must be. What happened exactly?  ');
    expect(sent.ok).to.equal(true);
    const mine = hub.named('message').find((m) => m.sender === 'user');
    expect(mine.content).to.equal('I understand how frustrating this must be. What happened exactly?');
    const reply = hub.named('message').find((m) => m.sender === 'ai');
    expect(reply.speakerInfo).to.have.keys('name', 'role');
    expect(hub.named('message-delta').map((d) => d.text).join('')).to.equal(reply.content);
    expect(hub.named('typing-indicator')[0]).to.include({ isTyping: true });

    expect((await hub.invoke('SendMessage', '   ')).error!.code).to.equal('VALIDATION_FAILED');
    expect((await hub.invoke('SendMessage', 'x'.repeat(3001))).error!.code).to.equal('VALIDATION_FAILED');

    expect((await hub.invoke('EndSession', sessionId)).ok).to.equal(true);
    await hub.waitFor('session-ended', (d) => d.sessionId === sessionId);
    expect((await hub.invoke('SendMessage', 'Hello?')).error!.code).to.equal('PRACTICE.SESSION_ENDED');
    await hub.close();
  });

  it('refuses bad starts and bad arguments with clear codes, and changes nothing', async () => {
    const token = await learner();
    expect((await server.api('/api/sessions', { body: { scenarioId: scenarios[0].id } })).status).to.equal(401);
    expect((await server.api('/api/dashboard/usage')).status).to.equal(401);
    expect((await server.api('/api/results/unended')).status).to.equal(401);
    const unknown = await start(token, { scenarioId: 999_999 });
    expect(unknown.status).to.equal(404);
    expect(unknown.body.error).to.include({ code: 'PRACTICE.SCENARIO_NOT_FOUND', message: 'Scenario not found.' });
    const persona = await start(token, { personaId: 999_999 });
    expect(persona.body.error.details).to.deep.equal([{ path: 'personaId', message: 'This persona does not fit the scenario.' }]);
    const name = await start(token, { firstName: 'x'.repeat(51) });
    expect(name.body.error.details[0]).to.include({ path: 'body.firstName' });
    const avatar = await start(token, { avatarUrl: 'https://elsewhere.example/a.png' });
    expect(avatar.body.error.details[0]).to.include({ path: 'body.avatarUrl', message: 'Choose one of the avatars offered.' });
    expect((await server.api('/api/dashboard/usage', { token })).body.sessionCount).to.equal(0);

    const hub = await TestHubClient.connect(server.url, token);
    expect((await hub.invoke('JoinSession', 'abc')).error!.code).to.equal('VALIDATION_FAILED');
    expect((await hub.invoke('StartSession', { scenarioId: 'one' })).error!.code).to.equal('VALIDATION_FAILED');
    expect((await hub.invoke('EnableCoachMode')).error!.code).to.equal('PRACTICE.NOT_JOINED');
    await hub.close();
  });

  it('names a character played in the gender the scenario does not write them in by a first name of that gender, kept on the session', async () => {
    const token = await learner();
    for (const locale of ['en', 'ru'] as const) {
      const detail = (await server.api(`/api/scenario/${scenarios[0].id}`)).body;
      const written = detail.cast[0] as { name: string; name_ru: string; gender: 'male' | 'female' };
      const other = written.gender === 'male' ? 'female' : 'male';
      const { sessionId } = (await start(token, { locale, gender: other, avatarUrl: `/avatars/${other}/3.svg` })).body;
      const hub = await TestHubClient.connect(server.url, token);
      await hub.invoke('JoinSession', sessionId);
      const joined = await hub.waitFor('session-started');
      const name = joined.personaInfo.firstName as string;
      // The name the start dialog shows for this choice (the rule the web and the server share), never the written one.
      const others = detail.cast.slice(1).map((c: { name: string; name_ru: string }) => (locale === 'ru' ? c.name_ru : c.name));
      expect(name).to.equal(firstNameInGender(locale === 'ru' ? written.name_ru : written.name, written.gender, other, locale, others));
      expect(name).to.not.equal((locale === 'ru' ? written.name_ru : written.name).split(' ')[0]);
      expect(JSON.parse(joined.initialMessage)[0].name).to.equal(name);
      expect(joined.messages[0].speakerInfo.name).to.equal(name);
      await hub.close();
    }
  });

  it('lets only the owner join', async () => {
    const { sessionId } = (await start(await learner())).body;
    const intruder = await TestHubClient.connect(server.url, await learner());
    const refused = await intruder.invoke('JoinSession', sessionId);
    expect(refused.error).to.deep.include({ code: 'PRACTICE.SESSION_NOT_FOUND' });
    expect((await intruder.invoke('SendMessage', 'hi')).error!.code).to.equal('PRACTICE.NOT_JOINED');
    await intruder.close();
  });

  it('enforces the monthly limits, race-free, with SPEC’s exact texts', async () => {
    const token = await learner();
    expect((await start(token, { coachEnabled: true })).status).to.equal(201);
    const coach = await start(token, { coachEnabled: true });
    expect(coach.status).to.equal(403);
    expect(coach.body.error).to.include({ code: 'USAGE.COACH_LIMIT', message: 'Monthly coach session limit reached' });
    const racers = await Promise.all([1, 2, 3, 4].map(() => start(token)));
    expect(racers.filter((r) => r.status === 201)).to.have.length(2); // 3 sessions a month, one already used
    const refused = racers.find((r) => r.status === 403)!;
    expect(refused.body.error).to.include({ code: 'USAGE.SESSION_LIMIT', message: 'Monthly session limit reached' });
    const usage = (await server.api('/api/dashboard/usage', { token })).body;
    expect(usage).to.include({ sessionCount: 3, sessionLimit: 3, coachSessionCount: 1, coachSessionLimit: 1, subscriptionTier: 'Free' });
    expect((await server.api('/api/auth/me', { token })).body.usage.sessionCount).to.equal(3);
  });

  it('counts one coach session when two tabs turn the coach on at once', async () => {
    const token = await learner();
    const { sessionId } = (await start(token)).body;
    const tabs = await Promise.all([1, 2, 3].map(() => TestHubClient.connect(server.url, token)));
    for (const tab of tabs) await tab.invoke('JoinSession', sessionId);
    const answers = await Promise.all(tabs.map((tab) => tab.invoke('EnableCoachMode')));
    expect(answers.map((a) => a.ok)).to.deep.equal([true, true, true]);
    expect((await server.api('/api/dashboard/usage', { token })).body).to.include({ coachSessionCount: 1, coachSessionLimit: 1 });
    await Promise.all(tabs.map((tab) => tab.close()));
  });

  it('sends the history to the tab that joins only; a tab already in the room goes on hearing its lines', async () => {
    const token = await learner();
    const { sessionId } = (await start(token)).body;
    const first = await TestHubClient.connect(server.url, token);
    await first.invoke('JoinSession', sessionId);
    await first.waitFor('session-started');
    const second = await TestHubClient.connect(server.url, token);
    await second.invoke('JoinSession', sessionId);
    expect((await second.waitFor('session-started')).sessionId).to.equal(sessionId);
    expect(first.named('session-started')).to.have.length(1);
    expect((await second.invoke('SendMessage', 'Hello from the second tab.')).ok).to.equal(true);
    expect(first.named('message').map((m) => m.content)).to.include('Hello from the second tab.');
    await Promise.all([first.close(), second.close()]);
  });

  it('turns the coach on mid-session within the limit, and the coach speaks sparingly', async () => {
    const token = await learner();
    const { sessionId } = (await start(token)).body;
    const hub = await TestHubClient.connect(server.url, token);
    await hub.invoke('JoinSession', sessionId);
    expect((await hub.invoke('EnableCoachMode')).ok).to.equal(true);
    await hub.waitFor('coach-enabled');
    await hub.invoke('SendMessage', 'This is not my problem.');
    const tip = await hub.waitFor('coach-tip');
    expect(tip.tip).to.be.a('string').and.not.be.empty;
    await hub.invoke('SendMessage', 'You should have read the terms.');
    expect(hub.named('coach-tip')).to.have.length(1); // no second tip right after the first

    const { sessionId: second } = (await start(token)).body;
    await hub.invoke('JoinSession', second);
    const refused = await hub.invoke('EnableCoachMode');
    expect(refused.error).to.include({ code: 'USAGE.COACH_LIMIT', message: 'Monthly coach session limit reached' });
    await hub.close();
  });

  it('loses nothing when the socket drops mid-reply, and lists unfinished sessions', async () => {
    const token = await learner();
    const group = scenarios.find((s) => s.speakerCount > 1)!;
    const { sessionId } = (await start(token, { scenarioId: group.id })).body;
    const hub = await TestHubClient.connect(server.url, token);
    await hub.invoke('JoinSession', sessionId);
    void hub.invoke('SendMessage', 'Let us look at what happened on Friday, calmly.');
    await hub.waitFor('message-delta');
    hub.ws.terminate();

    const again = await TestHubClient.connect(server.url, token);
    let history: { sender: string }[] = [];
    for (let i = 0; i < 50 && !history.some((m, j) => m.sender === 'ai' && j > 0 && history[j - 1].sender === 'user'); i++) {
      again.events.length = 0;
      await again.invoke('JoinSession', sessionId);
      history = (await again.waitFor('session-started')).messages;
      await new Promise((r) => setTimeout(r, 50));
    }
    const userAt = history.findIndex((m) => m.sender === 'user');
    expect(userAt).to.be.greaterThan(0);
    expect(history.slice(userAt + 1).some((m) => m.sender === 'ai')).to.equal(true);
    await again.close();

    const unended = (await server.api('/api/results/unended?page=1&pageSize=10', { token })).body;
    expect(unended).to.include({ page: 1, hasMore: false });
    expect(unended.data[0]).to.include({ sessionId, scenarioId: group.id });
    expect(unended.data[0].messageCount).to.be.greaterThan(2);
  });

  async function superAdminToken() {
    const email = uniqueEmail();
    await server.kernel.inContext(() => server.kernel.container.get(CreateUser).execute({ email, password: 'secret1', role: 'SuperAdmin' }));
    return (await server.api('/api/auth/login', { body: { email, password: 'secret1' } })).body.token as string;
  }
});
