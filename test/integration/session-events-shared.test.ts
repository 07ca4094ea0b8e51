import { expect } from 'chai';
import { uniqueEmail } from '../support/test-server.ts';
import { twoServersOnPostgres } from '../support/two-servers.ts';
import { TestHubClient } from '../support/hub-client.ts';

/**
 * Two tabs of one learner may reach two servers sharing one PostgreSQL database (ADR 0013): what is
 * said in one reaches the other. The embedded database has one process, so this is PostgreSQL's lane.
 */
describe('Session events across servers on PostgreSQL', function () {
  this.timeout(60_000);
  const servers = twoServersOnPostgres({ CONTENT_DIR: 'content', OFFLINE_TYPING_DELAY_MS: '0' });

  it('tells a tab on the other server the learner’s line, the characters’ reply (not its deltas), and the end', async () => {
    const { a, b } = servers;
    const token = (await a.api('/api/auth/register', { body: { email: uniqueEmail(), password: 'secret1' } })).body.token as string;
    const [scenario] = (await a.api('/api/scenario')).body as { id: number }[];
    const { sessionId } = (await a.api('/api/sessions', { token, body: { scenarioId: scenario!.id, coachEnabled: false, personaId: 0, locale: 'en', gender: 'female' } })).body;
    const here = await TestHubClient.connect(a.url, token);
    const there = await TestHubClient.connect(b.url, token);
    await here.invoke('JoinSession', sessionId);
    await there.invoke('JoinSession', sessionId);

    expect((await here.invoke('SendMessage', 'I understand, let me check the order.')).ok).to.equal(true);
    const reply = here.named('message').find((m) => m.sender === 'ai');
    await there.waitFor('message', (m) => m.id === reply.id);
    expect(there.named('message').map((m) => m.content)).to.deep.equal(['I understand, let me check the order.', reply.content]);
    expect(there.named('message-delta')).to.be.empty;
    expect(there.named('typing-indicator').length).to.be.greaterThan(0);

    // A message too long for a NOTIFY payload travels as its id and is read back there.
    const long = 'ご連絡ありがとうございます。'.repeat(200);
    expect((await here.invoke('SendMessage', long)).ok).to.equal(true);
    await there.waitFor('message', (m) => m.content === long);

    expect((await here.invoke('EndSession', sessionId)).ok).to.equal(true);
    await there.waitFor('session-ended', (e) => e.sessionId === sessionId);
    expect(here.named('session-ended')).to.have.length(1);
    await Promise.all([here.close(), there.close()]);
  });
});
