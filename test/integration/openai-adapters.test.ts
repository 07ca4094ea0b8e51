// @embedded-database-only: a fake provider and no database, whatever the lane; on PostgreSQL (TEST_DATABASE_URL)
// the test runners leave this file out (scripts/embedded-only.mjs) rather than run it twice.
import { expect } from 'chai';
import { pino } from 'pino';
import { loadConfig } from '#src/platform/config.ts';
import { AiUnavailableError, type ChatMessage } from '#src/platform/ai/language-model.ts';
import { OpenAiLanguageModel } from '#src/platform/ai/openai-language-model.ts';
import { OpenAiConversationPartner } from '#src/modules/practice/infrastructure/openai-conversation-partner.ts';
import { OpenAiCoach } from '#src/modules/practice/infrastructure/openai-coach.ts';
import type { ConversationSetup, TranscriptLine } from '#src/modules/practice/domain/conversation.ts';
import type { PartnerEvent, PartnerTurn } from '#src/modules/practice/domain/ports.ts';
import { dialogueOf, hearLearner } from '#src/modules/practice/domain/dialogue.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai-server.ts';
import { conversationSetup } from '../support/conversation-setup.ts';

const API_KEY = 'sk-test-do-not-log-me';
const hello: ChatMessage[] = [{ role: 'user', content: 'Hello' }];

/** The partner's turn as SendMessage gives it: the dialogue state heard from the transcript. */
function turn(setup: ConversationSetup, transcript: TranscriptLine[]): PartnerTurn {
  const last = transcript.findLastIndex((l) => l.sender === 'user');
  const before = dialogueOf(setup, transcript.slice(0, last));
  return { setup, transcript, dialogue: last >= 0 ? hearLearner(before, setup, transcript[last]!.content) : before, canary: 'RPT-TESTCANARY' };
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (e) {
    return e;
  }
  throw new Error('expected a rejection');
}

describe('OpenAI-compatible adapters (against a fake OpenAI server)', () => {
  let fake: FakeOpenAi;
  let logLines: string[];

  before(async () => {
    fake = await startFakeOpenAi();
  });
  after(() => fake.stop());
  beforeEach(() => {
    fake.reset();
    logLines = [];
  });

  function languageModel(env: Record<string, string> = {}) {
    const config = loadConfig({ OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: API_KEY, OPENAI_MODEL: 'test-model', AI_TIMEOUT_MS: '2000', ...env });
    expect(config.aiConfigured).to.equal(true);
    const logger = pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) });
    return new OpenAiLanguageModel(config, logger);
  }

  describe('OpenAiLanguageModel', () => {
    it('streams the deltas in order, with the configured model and key', async () => {
      fake.reply({ chunks: ['Hel', 'lo, ', 'there', '!'] });
      expect(await collect(languageModel().stream(hello))).to.deep.equal(['Hel', 'lo, ', 'there', '!']);
      expect(fake.requests[0]!.body).to.include({ model: 'test-model', stream: true });
      expect(fake.requests[0]!.authorization).to.equal(`Bearer ${API_KEY}`);
    });

    it('asks for the token count in streams, unless AI_STREAM_USAGE=false (a server that refuses the option)', async () => {
      fake.reply({ chunks: ['Hi'] }, { chunks: ['Hi'] });
      await collect(languageModel().stream(hello));
      await collect(languageModel({ AI_STREAM_USAGE: 'false' }).stream(hello));
      expect(fake.requests[0]!.body.stream_options).to.deep.equal({ include_usage: true });
      expect(fake.requests[1]!.body).not.to.have.property('stream_options');
    });

    it('completes in JSON mode', async () => {
      fake.reply({ chunks: ['{"tip":', ' null}'] });
      expect(await languageModel().complete(hello, { json: true, maxTokens: 50 })).to.equal('{"tip": null}');
      expect(fake.requests[0]!.body).to.deep.include({ response_format: { type: 'json_object' }, max_tokens: 50 });
      expect(fake.requests[0]!.body.stream).to.not.equal(true);
    });

    it('retries a 500 and returns the answer that follows', async () => {
      fake.reply({ status: 500 }, { chunks: ['Recovered'] });
      expect(await collect(languageModel().stream(hello))).to.deep.equal(['Recovered']);
      expect(fake.requests).to.have.length(2);
    });

    it('does not retry a 400, and reports it as AI.UNAVAILABLE', async () => {
      fake.reply({ status: 400, message: 'bad request' }, { chunks: ['never sent'] });
      const error = await rejection(languageModel().complete(hello));
      expect(error).to.be.instanceOf(AiUnavailableError).and.include({ code: 'AI.UNAVAILABLE' });
      expect(fake.requests).to.have.length(1);
    });

    it('gives up after the configured retries with AI.UNAVAILABLE, logging the cause but never the key', async () => {
      fake.reply({ status: 503, message: 'overloaded' }, { status: 503, message: 'overloaded' });
      const error = await rejection(collect(languageModel({ AI_MAX_RETRIES: '1' }).stream(hello)));
      expect(error).to.be.instanceOf(AiUnavailableError);
      expect((error as Error).message).to.equal('The AI service is not available right now. Please try again.');
      expect(fake.requests).to.have.length(2);
      const logs = logLines.join('\n');
      expect(logs).to.match(/"status":503/).and.match(/overloaded/);
      expect(logs).to.not.include(API_KEY);
    });

    it('turns an endpoint that never answers into AI.UNAVAILABLE after the timeout', async () => {
      fake.reply({ hang: true });
      const error = await rejection(languageModel({ AI_TIMEOUT_MS: '200', AI_MAX_RETRIES: '0' }).complete(hello));
      expect(error).to.be.instanceOf(AiUnavailableError);
    });

    it('cuts a stream that goes quiet mid-reply, without retrying it', async () => {
      fake.reply({ chunks: ['Well'], hangAfter: true }, { chunks: ['a retry would say this'] });
      const received: string[] = [];
      const error = await rejection(
        (async () => {
          for await (const text of languageModel({ AI_TIMEOUT_MS: '300' }).stream(hello)) received.push(text);
        })(),
      );
      expect(error).to.be.instanceOf(AiUnavailableError);
      expect(received).to.deep.equal(['Well']);
      expect(fake.requests).to.have.length(1);
      expect(await fake.requests[0]!.ended).to.equal('aborted');
    });

    it('opens the circuit breaker after the threshold of failures, fails fast, then lets a trial call close it', async () => {
      const model = languageModel({ AI_MAX_RETRIES: '0', AI_BREAKER_FAILURE_THRESHOLD: '3', AI_BREAKER_RESET_MS: '300' });
      expect(model.health()).to.deep.equal({ state: 'Closed', isHealthy: true, failureCount: 0, successCount: 0, nextRetryTime: null });
      fake.reply({ status: 500 }, { status: 500 }, { status: 500 });
      for (let i = 0; i < 3; i++) expect(await rejection(model.complete(hello))).to.be.instanceOf(AiUnavailableError);

      const open = model.health();
      expect(open).to.include({ state: 'Open', isHealthy: false, failureCount: 3 });
      expect(Date.parse(open.nextRetryTime!)).to.be.greaterThan(Date.now());
      expect(await rejection(model.complete(hello))).to.be.instanceOf(AiUnavailableError);
      expect(fake.requests).to.have.length(3); // refused without calling the provider

      await new Promise((r) => setTimeout(r, 350));
      expect(model.health().state).to.equal('HalfOpen');
      fake.reply({ chunks: ['back'] });
      expect(await model.complete(hello)).to.equal('back');
      expect(model.health()).to.include({ state: 'Closed', isHealthy: true, nextRetryTime: null });
    });

    it('stops the HTTP stream when the signal aborts', async () => {
      fake.reply({ chunks: ['First words'], hangAfter: true });
      const controller = new AbortController();
      const received: string[] = [];
      const error = await rejection(
        (async () => {
          for await (const text of languageModel().stream(hello, { signal: controller.signal })) {
            received.push(text);
            controller.abort();
          }
        })(),
      );
      expect(error).to.have.property('name', 'AbortError');
      expect(error).to.not.be.instanceOf(AiUnavailableError);
      expect(received).to.deep.equal(['First words']);
      expect(await fake.requests[0]!.ended).to.equal('aborted');
    });

    it('stops the HTTP stream when the consumer stops reading', async () => {
      const model = languageModel();
      fake.reply({ chunks: ['One', 'Two'], delayMs: 20, hangAfter: true });
      for await (const text of model.stream(hello)) if (text === 'One') break;
      expect(await fake.requests[0]!.ended).to.equal('aborted');
      expect(model.health().failureCount).to.equal(0);
    });
  });

  describe('OpenAiConversationPartner', () => {
    const learner = (content: string): TranscriptLine => ({ sender: 'user', content, speaker: null });

    it('opens with the scripted lines at once, without calling the model', async () => {
      const setup = conversationSetup('cr-design-vs-dev-checkout');
      const opening = await new OpenAiConversationPartner(languageModel()).opening(setup);
      const script = setup.scenario.script.en.opening;
      expect(opening.map((o) => o.content)).to.deep.equal(script.map((o) => o.text));
      expect(opening.map((o) => o.speaker)).to.deep.equal(script.map((o) => setup.speakers[o.speaker]));
      expect(fake.requests).to.have.length(0);
    });

    it('prompts with the scenario, persona, speakers and session language, and the transcript in turns', async () => {
      const setup = conversationSetup('cr-design-vs-dev-checkout', { locale: 'ru', personaKey: 'the-defensive' });
      const [sofia, marcus] = setup.speakers;
      fake.reply({ chunks: [`[${sofia!.name}] Хорошо.`] });
      const transcript: TranscriptLine[] = [
        { sender: 'ai', content: 'Первая реплика.', speaker: sofia! },
        { sender: 'ai', content: 'Вторая реплика.', speaker: marcus! },
        learner('Давайте разберёмся спокойно.'),
      ];
      await collect(new OpenAiConversationPartner(languageModel()).reply(turn(setup, transcript)));

      const [system, ...rest] = fake.requests[0]!.body.messages;
      const brief = rest.pop();
      const history = rest;
      expect(system!.role).to.equal('system');
      expect(brief!.role).to.equal('system');
      expect(brief!.content).to.include('Where the conversation stands');
      expect(system!.content).to.include(setup.scenario.systemPrompt).and.include(setup.persona!.promptHint);
      expect(system!.content).to.include(setup.scenario.script.ru.situation).and.include(setup.scenario.script.ru.goal);
      for (const s of setup.speakers) expect(system!.content).to.include(s.name).and.include(s.role);
      expect(system!.content).to.include('Answer in Russian').and.include(`[${sofia!.name}]`);
      // The first character is of the gender the learner chose, whatever the scenario's text says of them.
      expect(system!.content).to.include(`- ${sofia!.name}, ${sofia!.role} (${setup.personaInfo.gender})`).and.include('these win');
      expect(history).to.deep.equal([
        { role: 'assistant', content: `[${sofia!.name}] Первая реплика.\n[${marcus!.name}] Вторая реплика.` },
        { role: 'user', content: 'Давайте разберёмся спокойно.' },
      ]);
    });

    it('trims the oldest history to the token budget, keeping the system prompt and the last learner message', async () => {
      const setup = conversationSetup('cs-gym-double-charge', { firstName: 'Olga' });
      const long = (n: number) => `message ${n} `.repeat(60);
      const transcript = [1, 2, 3, 4, 5, 6].flatMap((n): TranscriptLine[] => [
        learner(long(n)),
        { sender: 'ai', content: `reply ${n}`, speaker: setup.speakers[0]! },
      ]);
      transcript.push(learner('the last one'));
      fake.reply({ chunks: ['Fine.'] });
      const partner = new OpenAiConversationPartner(languageModel(), { tokenBudget: 1500 });
      await collect(partner.reply(turn(setup, transcript)));
      const messages = fake.requests[0]!.body.messages;
      expect(messages[0]!.role).to.equal('system');
      expect(messages.at(-2)).to.deep.equal({ role: 'user', content: 'the last one' });
      expect(messages.at(-1)!.role).to.equal('system'); // the dialogue state, where it weighs most
      expect(messages.length - 2).to.be.within(1, transcript.length - 1); // something old went, something recent stayed
      expect(messages.some((m) => m.content.startsWith('message 1 '))).to.equal(false);
      expect(messages.map((m) => m.content.length / 4).reduce((a, b) => a + b, 0)).to.be.at.most(1500);
    });

    it('splits a group reply into speaker turns, even when markers straddle chunks', async () => {
      const setup = conversationSetup('cr-design-vs-dev-checkout');
      const [sofia, marcus] = setup.speakers as [{ name: string; role: string }, { name: string; role: string }];
      const [s1, s2] = [sofia.name.slice(0, 3), sofia.name.slice(3)];
      const [m1, m2] = [marcus.name.slice(0, 4), marcus.name.slice(4)];
      fake.reply({ chunks: [`[${s1}`, `${s2}] I think`, ' we should.\n[', m1, `${m2}] No `, 'way.'] });
      const events = await collect(new OpenAiConversationPartner(languageModel()).reply(turn(setup, [learner('Ideas?')])));
      expect(events).to.deep.equal([
        { type: 'typing', speaker: sofia },
        { type: 'delta', speaker: sofia, text: 'I think' },
        { type: 'delta', speaker: sofia, text: ' we should.' },
        { type: 'line', speaker: sofia, content: 'I think we should.' },
        { type: 'typing', speaker: marcus },
        { type: 'delta', speaker: marcus, text: 'No' },
        { type: 'delta', speaker: marcus, text: ' way.' },
        { type: 'line', speaker: marcus, content: 'No way.' },
      ] satisfies PartnerEvent[]);
    });

    it('gives unmarked or unknown-speaker text to the first speaker and keeps ordinary brackets', async () => {
      const setup = conversationSetup('cr-design-vs-dev-checkout');
      const [sofia, marcus] = setup.speakers;
      fake.reply({ chunks: ['Fine [sighs].\n[Nobody]', ' Hm.\n', `[${marcus!.name.split(' ')[0]}] OK.`] });
      const events = await collect(new OpenAiConversationPartner(languageModel()).reply(turn(setup, [learner('Ideas?')])));
      expect(events.filter((e) => e.type === 'line')).to.deep.equal([
        { type: 'line', speaker: sofia, content: 'Fine [sighs].\nHm.' },
        { type: 'line', speaker: marcus, content: 'OK.' },
      ]);
    });

    it('needs no markers in a one-character scene, and strips one the model adds', async () => {
      const setup = conversationSetup('cs-gym-double-charge', { firstName: 'Olga' });
      const olga = setup.speakers[0]!;
      fake.reply({ chunks: ['[Ol', 'ga] Fine, ', 'go on.'] });
      const events = await collect(new OpenAiConversationPartner(languageModel()).reply(turn(setup, [learner('Sorry!')])));
      expect(events).to.deep.equal([
        { type: 'typing', speaker: olga },
        { type: 'delta', speaker: olga, text: 'Fine,' },
        { type: 'delta', speaker: olga, text: ' go on.' },
        { type: 'line', speaker: olga, content: 'Fine, go on.' },
      ]);
      expect(fake.requests[0]!.body.messages[0]!.content).to.include('Answer in English').and.include('Olga');
    });

    it('tells the model what is settled, what is open and what the learner committed to, in their words', async () => {
      const setup = conversationSetup('cs-gym-double-charge');
      const opening = setup.scenario.script.en.opening[0]!.text;
      const transcript: TranscriptLine[] = [
        { sender: 'ai', content: opening, speaker: setup.speakers[0]! },
        learner("I'll refund the duplicate payment — it will be back within five working days."),
      ];
      fake.reply({ chunks: ['Okay.'] });
      await collect(new OpenAiConversationPartner(languageModel()).reply(turn(setup, transcript)));
      const brief = fake.requests[0]!.body.messages.at(-1)!.content;
      const settled = brief.slice(brief.indexOf('Settled'), brief.indexOf('Still open'));
      expect(settled).to.include('charged £49.99 twice'); // the duplicate-refund concern
      expect(brief.slice(brief.indexOf('Still open'))).to.include('£25 fee');
      expect(brief).to.include('"within five working days"').and.include('never change them');
    });

    it('asks once more, saying what not to repeat, when a line repeats an earlier one word for word', async () => {
      const setup = conversationSetup('cs-gym-double-charge');
      const said = 'So is anyone going to sort this out?';
      const transcript: TranscriptLine[] = [{ sender: 'ai', content: said, speaker: setup.speakers[0]! }, learner('Hmm.')];
      fake.reply({ chunks: [said] }, { chunks: ['Well? I am waiting.'] });
      const events = await collect(new OpenAiConversationPartner(languageModel()).reply(turn(setup, transcript)));
      expect(events.filter((e) => e.type === 'line').map((e) => (e as { content: string }).content)).to.deep.equal(['Well? I am waiting.']);
      expect(fake.requests).to.have.length(2);
      expect(fake.requests[1]!.body.messages.at(-1)!.content).to.include(`"${said}"`).and.include('Say something new');
    });
  });

  describe('OpenAiCoach', () => {
    const setup = () => conversationSetup('cs-gym-double-charge', { locale: 'ru' });
    const transcript: TranscriptLine[] = [{ sender: 'user', content: 'Это не наша вина.', speaker: null }];
    const coach = () => new OpenAiCoach(languageModel({ AI_MAX_RETRIES: '0' }), pino({ level: 'silent' }));

    it('returns the tip the model whispers, asking for JSON in the session language', async () => {
      fake.reply({ chunks: ['{"tip": "Сначала признайте его раздражение."}'] });
      expect(await coach().tip(setup(), transcript)).to.equal('Сначала признайте его раздражение.');
      const body = fake.requests[0]!.body;
      expect(body).to.deep.include({ response_format: { type: 'json_object' } });
      expect(body.messages[0]!.content).to.include('Russian');
      expect(body.messages[1]!.content).to.include('Это не наша вина.');
    });

    it('stays silent for {"tip": null}, for garbage and for a failed call', async () => {
      fake.reply({ chunks: ['{"tip": null}'] }, { chunks: ['Sure! Here is a tip: be nice.'] }, { status: 500 });
      expect(await coach().tip(setup(), transcript)).to.equal(null);
      expect(await coach().tip(setup(), transcript)).to.equal(null);
      expect(await coach().tip(setup(), transcript)).to.equal(null);
      expect(fake.requests).to.have.length(3);
    });
  });
});
