import { expect } from 'chai';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scenarioRecord } from '../support/content.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server.ts';
import { TestHubClient } from '../support/hub-client.ts';
import { postgresAnswers } from '../support/test-database.ts';

/** The built-in engine's dialogue state, kept with the session: over restarts, servers and walk-outs. */
const ENV = { CONTENT_DIR: 'content', OFFLINE_TYPING_DELAY_MS: '0' };
const scenarioName = (file: string, key: string) =>
  (JSON.parse(readFileSync(`content/${file}.json`, 'utf8')) as { scenarios: { key: string; name: string; cast: { gender: string }[] }[] }).scenarios.find((s) => s.key === key)!;
const GYM = scenarioName('customer-service', 'cs-gym-double-charge');
const BUDGET = scenarioName('conflict-resolution', 'cr-budget-cut-three-way');

async function learnerOn(server: TestServer) {
  return (await server.api('/api/auth/register', { body: { email: uniqueEmail('dialogue'), password: 'secret1' } })).body.token as string;
}

async function startOn(server: TestServer, token: string, name: string, body: Record<string, unknown> = {}) {
  const list = (await server.api('/api/scenario')).body as { id: number; name: string }[];
  const scenarioId = list.find((s) => s.name === name)!.id;
  return server.api('/api/sessions', { token, body: { scenarioId, coachEnabled: false, personaId: 0, locale: 'en', gender: 'female', ...body } });
}

/** Says `text` and waits for the characters' answer; the AI lines that answered it. */
/**
 * The characters' answer to `text`: the lines after the learner's own. A tab may also hear, late, the
 * lines said through another server's tab (relayed on PostgreSQL): those came before, so their ids are smaller.
 */
async function say(hub: TestHubClient, text: string): Promise<string[]> {
  const before = hub.named('message').length;
  const result = await hub.invoke('SendMessage', text);
  if (!result.ok) throw new Error(`SendMessage refused: ${JSON.stringify(result.error)}`);
  const heard = hub.named('message').slice(before);
  const mine = heard.find((m) => m.sender === 'user' && m.content === text);
  return heard.filter((m) => m.sender === 'ai' && m.id > mine.id).map((m) => m.content as string);
}

async function joined(server: TestServer, token: string, sessionId: number) {
  const hub = await TestHubClient.connect(server.url, token);
  expect((await hub.invoke('JoinSession', sessionId)).ok).to.equal(true);
  return { hub, session: await hub.waitFor('session-started') };
}

describe('Dialogue state (offline engine)', function () {
  this.timeout(60_000);

  it('carries the conversation over a server restart: what was settled stays settled, nothing is said twice', async () => {
    const first = await startTestServer(ENV);
    const token = await learnerOn(first);
    const { sessionId } = (await startOn(first, token, GYM.name)).body;
    const a = await joined(first, token, sessionId);
    await say(a.hub, "I'm so sorry — that sounds really stressful before your class.");
    await say(a.hub, "I'll refund the duplicate £49.99 myself today; it will be back in your account within 3 working days.");
    await a.hub.close();
    await first.close();

    const second = await startTestServer(ENV, first);
    try {
      const b = await joined(second, token, sessionId);
      const fee = await say(b.hub, "We'll cover the £25 bank fee too.");
      const all = [...(b.session.messages as { sender: string; content: string }[]).filter((m) => m.sender === 'ai').map((m) => m.content), ...fee];
      expect(new Set(all).size, 'a line said twice').to.equal(all.length);
      expect(fee.join(' ')).not.to.match(/charged £49\.99 twice|second £49\.99|getting the extra payment back|When will it actually be back/);
      expect(fee.join(' ')).to.include('in writing'); // the next open concern: written confirmation
      await b.hub.close();
    } finally {
      await second.stop();
      await first.stop(); // its database, which the second server ran on
    }
  });

  it('a character who walks out stays gone: the event, the state on joining again, a refused message, then the end', async () => {
    const server = await startTestServer(ENV);
    try {
      const token = await learnerOn(server);
      const { sessionId } = (await startOn(server, token, GYM.name)).body;
      const { hub } = await joined(server, token, sessionId);
      for (const rude of ["Calm down, it's not my problem.", 'You should have checked your bank.', 'Call head office.', 'Whatever.', 'Not my fault.']) {
        await say(hub, rude);
      }
      const left = await hub.waitFor('character-left');
      expect(left).to.deep.include({ sessionId });
      expect(left.speakerInfo.name).to.equal('Sarah Mitchell');
      const refused = await hub.invoke('SendMessage', 'Wait, come back!');
      expect(refused.error).to.include({ code: 'PRACTICE.CONVERSATION_OVER' });
      await hub.close();

      const again = await joined(server, token, sessionId);
      expect(again.session.characterLeft).to.deep.equal(left.speakerInfo);
      expect(again.session.messages.at(-1).sender).to.equal('ai'); // the message refused was not kept
      expect((await again.hub.invoke('EndSession', sessionId)).ok).to.equal(true);
      await again.hub.close();
    } finally {
      await server.stop();
    }
  });

  it('a group scene shows the look chosen for each character, and refuses a look that does not fit', async () => {
    const server = await startTestServer(ENV);
    try {
      const token = await learnerOn(server);
      const looks = BUDGET.cast.slice(1).map((c, i) => `/avatars/${c.gender}/${i + 11}.svg`);
      const wrong = BUDGET.cast.slice(1).map((c) => `/avatars/${c.gender === 'male' ? 'female' : 'male'}/5.svg`);
      const refused = await startOn(server, token, BUDGET.name, { castAvatarUrls: wrong });
      expect(refused.status).to.equal(400);
      expect(refused.body.error.details[0]).to.deep.equal({ path: 'castAvatarUrls.0', message: 'Choose a look that matches the character.' });

      const { sessionId } = (await startOn(server, token, BUDGET.name, { avatarUrl: '/avatars/female/7.svg', castAvatarUrls: looks })).body;
      const { hub, session } = await joined(server, token, sessionId);
      const profiles = JSON.parse(session.groupSpeakerProfiles) as { avatarUrl: string }[];
      expect(profiles.map((p) => p.avatarUrl)).to.deep.equal(['/avatars/female/7.svg', ...looks]);
      await hub.close();
    } finally {
      await server.stop();
    }
  });

  it('plays a scenario that came with no script, from its description and prompt', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rapport-content-'));
    cpSync('content', dir, { recursive: true });
    const bare = { ...scenarioRecord('bare-scenario'), name: 'A scenario with no script', script: undefined };
    writeFileSync(join(dir, 'bare.json'), JSON.stringify({ pack: 'bare', scenarios: [bare] }));
    const server = await startTestServer({ ...ENV, CONTENT_DIR: dir });
    try {
      const token = await learnerOn(server);
      const { sessionId } = (await startOn(server, token, bare.name)).body;
      const { hub, session } = await joined(server, token, sessionId);
      expect(JSON.parse(session.groupSpeakerProfiles)[0].name).to.equal('Sarah Mitchell'); // as the prompt names her
      expect(session.messages[0].content).to.be.a('string').and.not.be.empty;
      const replies = [
        ...(await say(hub, "I'm sorry, that sounds stressful.")),
        ...(await say(hub, "I'll sort it out myself today.")),
        ...(await say(hub, 'It will be done within three working days.')),
      ];
      expect(replies).to.have.length.greaterThan(2);
      expect(new Set(replies).size).to.equal(replies.length);
      await hub.close();
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('two servers on one PostgreSQL database continue the same conversation turn by turn', async function () {
    if (!(await postgresAnswers())) this.skip();
    const a = await startTestServer(ENV);
    const b = await startTestServer(ENV, a);
    try {
      const token = await learnerOn(a);
      const { sessionId } = (await startOn(a, token, GYM.name)).body;
      const onA = await joined(a, token, sessionId);
      const onB = await joined(b, token, sessionId);
      const lines = [
        ...(await say(onA.hub, 'I understand, that must be really frustrating.')),
        ...(await say(onB.hub, 'I understand, and I am sorry.')),
        ...(await say(onA.hub, 'I see why you are upset.')),
      ];
      expect(new Set(lines).size).to.equal(lines.length);
      await onA.hub.close();
      await onB.hub.close();
    } finally {
      await b.close();
      await a.stop();
    }
  });
});
