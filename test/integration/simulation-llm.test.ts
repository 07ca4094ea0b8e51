import { expect } from 'chai';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server.ts';
import { TestHubClient } from '../support/hub-client.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai-server.ts';

describe('Live simulation with an OpenAI-compatible provider', function () {
  let server: TestServer;
  let ai: FakeOpenAi;
  let scenario: { id: number; name: string; personas: { id: number; name: string }[] };
  before(async () => {
    ai = await startFakeOpenAi();
    server = await startTestServer({
      CONTENT_DIR: 'content', OPENAI_BASE_URL: ai.url, OPENAI_API_KEY: 'test-key', OPENAI_MODEL: 'fake-model', AI_MAX_RETRIES: '0',
      AI_BREAKER_FAILURE_THRESHOLD: '3', OFFLINE_TYPING_DELAY_MS: '0',
    });
    const list = (await server.api('/api/scenario')).body as { id: number }[];
    for (const { id } of list) {
      const detail = (await server.api(`/api/scenario/${id}`)).body;
      if (detail.personas.length && detail.speakerCount === 1) {
        scenario = detail;
        break;
      }
    }
  });
  after(async () => {
    await server.stop();
    await ai.stop();
  });
  beforeEach(() => ai.reset());

  async function joinedSession() {
    const token = (await server.api('/api/auth/register', { body: { email: uniqueEmail(), password: 'secret1' } })).body.token;
    const persona = scenario.personas[0];
    const { sessionId } = (await server.api('/api/sessions', { token, body: { scenarioId: scenario.id, coachEnabled: true, personaId: persona.id, locale: 'ru', gender: 'male', firstName: 'Олег' } })).body;
    const hub = await TestHubClient.connect(server.url, token);
    await hub.invoke('JoinSession', sessionId);
    return { hub, sessionId, persona };
  }

  it('streams the provider’s reply as deltas, in order, with the scenario and persona in the prompt', async () => {
    const { hub, persona } = await joinedSession();
    expect((await hub.waitFor('session-started')).engine).to.equal('llm');
    ai.reply({ chunks: ['Ну ', 'хорошо, ', 'давайте ', 'разберёмся.'], delayMs: 5 }, { chunks: ['{"tip":"Спросите, что важнее всего."}'] });
    const sent = await hub.invoke('SendMessage', 'Понимаю, как это неприятно.');
    expect(sent.ok).to.equal(true);
    const deltas = hub.named('message-delta').map((d) => d.text);
    // Streamed in pieces, in order; the output guard may hold a word back until the next one shows it
    // does not begin a quote of the hidden prompt, so pieces need not match the provider's chunks.
    expect(deltas.length).to.be.greaterThan(1);
    expect(deltas.join('')).to.equal('Ну хорошо, давайте разберёмся.');
    const reply = hub.named('message').find((m) => m.sender === 'ai' && m.content === 'Ну хорошо, давайте разберёмся.');
    expect(reply.speakerInfo.name).to.equal('Олег');
    const prompt = ai.requests[0].body.messages.map((m) => m.content).join('\n');
    expect(ai.requests[0].body).to.include({ model: 'fake-model', stream: true });
    expect(prompt).to.contain(persona.name).and.to.contain('Олег').and.to.contain('Russian');
    expect(prompt).to.contain('Понимаю, как это неприятно.');
    expect((await hub.waitFor('coach-tip')).tip).to.equal('Спросите, что важнее всего.');
    await hub.close();
  });

  it('keeps the learner’s message when the provider fails, and a retry answers it once', async () => {
    const { hub, sessionId } = await joinedSession();
    ai.reply({ status: 500 });
    const failed = await hub.invoke('SendMessage', 'Что случилось?');
    expect(failed.ok).to.equal(false);
    expect(failed.error).to.include({ code: 'AI.UNAVAILABLE' });
    ai.reply({ chunks: ['Всё ', 'расскажу.'] }, { chunks: ['{"tip":null}'] });
    expect((await hub.invoke('SendMessage', 'Что случилось?')).ok).to.equal(true);
    hub.events.length = 0;
    await hub.invoke('JoinSession', sessionId);
    const history = (await hub.waitFor('session-started')).messages as { sender: string; content: string }[];
    expect(history.filter((m) => m.content === 'Что случилось?')).to.have.length(1);
    expect(history.at(-1)).to.include({ sender: 'ai', content: 'Всё расскажу.' });
    await hub.close();
  });

  it('refuses to end while a message is being answered, so the reply never lands in an ended session; ends once it is in', async () => {
    const { hub, sessionId } = await joinedSession();
    ai.reply({ chunks: ['Минуту, ', 'сейчас ', 'проверю.'], delayMs: 150 }, { chunks: ['{"tip":null}'] });
    const sending = hub.invoke('SendMessage', 'Когда будет готово?');
    await hub.waitFor('message-delta');
    const early = await hub.invoke('EndSession', sessionId);
    expect(early.ok).to.equal(false);
    expect(early.error).to.include({ code: 'PRACTICE.REPLY_IN_PROGRESS', message: 'The character is still answering: end the session once the reply has arrived.' });
    expect((await sending).ok).to.equal(true);
    expect((await hub.invoke('EndSession', sessionId)).ok).to.equal(true);
    hub.events.length = 0;
    await hub.invoke('JoinSession', sessionId);
    const history = (await hub.waitFor('session-started')).messages as { sender: string; content: string }[];
    expect(history.at(-1)).to.include({ sender: 'ai', content: 'Минуту, сейчас проверю.' });
    await hub.close();
  });

  it('falls back to the built-in engine while the provider is down (circuit open)', async () => {
    const { hub, sessionId } = await joinedSession();
    // Every unscripted request fails (the fake answers 500) until the breaker opens.
    let answer = await hub.invoke('SendMessage', 'Алло?');
    for (let i = 0; !answer.ok && i < 20; i++) {
      expect(answer.error!.code).to.equal('AI.UNAVAILABLE');
      answer = await hub.invoke('SendMessage', `Алло? ${i}`);
    }
    expect(answer.ok).to.equal(true);
    const requests = ai.requests.length;
    expect((await hub.invoke('SendMessage', 'Понимаю вас. Что случилось?')).ok).to.equal(true);
    expect(ai.requests.length).to.equal(requests); // the open breaker keeps every call away from the provider
    expect(hub.named('message').at(-1)).to.include({ sender: 'ai' });
    hub.events.length = 0;
    await hub.invoke('JoinSession', sessionId);
    expect((await hub.waitFor('session-started')).engine).to.equal('offline');
    await hub.close();
  });
});
