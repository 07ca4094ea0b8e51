import { expect } from 'chai';
import { LEARNER, ORIGIN, practiceWorld } from './practice-world.ts';

/** With an AI partner and coach, as a server with an AI endpoint runs them. */
const aiWorld = () => practiceWorld({ engine: 'llm' });
const aiLines = (world: ReturnType<typeof aiWorld>) => world.sessions.saved.filter((m) => m.sender === 'ai').map((m) => m.content);

describe('SendMessage and the daily AI allowance (OWASP LLM10)', () => {
  describe('while the allowance lasts', () => {
    it('asks before the characters speak, and the AI answers with the learner and session in its turn', async () => {
      const world = aiWorld();
      const sessionId = await world.started();
      await world.sendMessage.execute(LEARNER, sessionId, 'Hello', ORIGIN);
      expect(world.allowance.asked[0]).to.deep.equal({ userId: LEARNER, sessionId });
      expect(world.partner.turns[0]!.learner).to.deep.equal({ userId: LEARNER, sessionId });
      expect(aiLines(world)).to.deep.equal(['I see.']);
      expect(world.allowance.refusals).to.be.empty;
      expect(world.events.named('engine-changed')).to.be.empty;
    });

    it('has the AI coach coach, told whose session it is', async () => {
      const world = aiWorld();
      const sessionId = await world.started({ coachEnabled: true });
      await world.sendMessage.execute(LEARNER, sessionId, 'Hello', ORIGIN);
      await world.background.settled();
      expect(world.coach.asked).to.deep.equal([{ userId: LEARNER, sessionId }]);
      expect(world.events.named('coach-tip')).to.deep.equal([{ sessionId, tip: 'Ask what matters most to them.' }]);
    });
  });

  describe('once it is spent', () => {
    it('lets the built-in engine play the turn, keeps the refusal and tells the learner, once', async () => {
      const world = aiWorld();
      const sessionId = await world.started();
      world.allowance.left = { calls: 0, tokens: 5_000 };
      await world.sendMessage.execute(LEARNER, sessionId, 'Hello', ORIGIN);
      expect(world.partner.turns).to.be.empty;
      expect(aiLines(world)).to.deep.equal(['Built-in line.']);
      expect(world.allowance.refusals).to.deep.equal([{ learner: { userId: LEARNER, sessionId }, purpose: 'character' }]);
      expect(world.events.named('engine-changed')).to.deep.equal([{ sessionId, engine: 'offline', reason: 'ai-budget' }]);

      // The ledger now says the last turn was refused: the learner has been told.
      world.allowance.lastTurnRefused = true;
      await world.sendMessage.execute(LEARNER, sessionId, 'Are you there?', ORIGIN);
      expect(aiLines(world)).to.deep.equal(['Built-in line.', 'Built-in line.']);
      expect(world.events.named('engine-changed')).to.have.length(1);
      expect(world.allowance.refusals).to.have.length(2);
    });

    it('counts tokens as well as calls', async () => {
      const world = aiWorld();
      const sessionId = await world.started();
      world.allowance.left = { calls: 40, tokens: 0 };
      await world.sendMessage.execute(LEARNER, sessionId, 'Hello', ORIGIN);
      expect(aiLines(world)).to.deep.equal(['Built-in line.']);
    });

    it('lets the built-in coach coach, and keeps that refusal too', async () => {
      const world = aiWorld();
      const sessionId = await world.started({ coachEnabled: true });
      world.allowance.left = { calls: 0, tokens: 0 };
      await world.sendMessage.execute(LEARNER, sessionId, 'Hello', ORIGIN);
      await world.background.settled();
      expect(world.coach.asked).to.be.empty;
      expect(world.events.named('coach-tip')).to.deep.equal([{ sessionId, tip: 'Built-in tip.' }]);
      expect(world.allowance.refusals.map((r) => r.purpose)).to.deep.equal(['character', 'coach']);
    });

    it('tells the learner the AI is back when a new day brings a new allowance', async () => {
      const world = aiWorld();
      const sessionId = await world.started();
      world.allowance.lastTurnRefused = true; // yesterday's last turn
      await world.sendMessage.execute(LEARNER, sessionId, 'Good morning', ORIGIN);
      expect(aiLines(world)).to.deep.equal(['I see.']);
      expect(world.events.named('engine-changed')).to.deep.equal([{ sessionId, engine: 'llm', reason: null }]);
    });
  });

  it('never asks with the built-in engine in play (no AI configured): there is nothing to count', async () => {
    const world = practiceWorld();
    const sessionId = await world.started({ coachEnabled: true });
    world.allowance.left = { calls: 0, tokens: 0 };
    await world.sendMessage.execute(LEARNER, sessionId, 'Hello', ORIGIN);
    await world.background.settled();
    expect(world.allowance.asked).to.be.empty;
    expect(world.events.named('engine-changed')).to.be.empty;
  });

  describe('JoinSession', () => {
    it('says which engine plays and why', async () => {
      const world = aiWorld();
      const sessionId = await world.started();
      expect(await world.joinSession.execute(LEARNER, sessionId)).to.include({ engine: 'llm', engineReason: null });
      world.allowance.left = { calls: 0, tokens: 0 };
      expect(await world.joinSession.execute(LEARNER, sessionId)).to.include({ engine: 'offline', engineReason: 'ai-budget' });
      const offline = practiceWorld();
      offline.allowance.left = { calls: 0, tokens: 0 };
      expect(await offline.joinSession.execute(LEARNER, await offline.started())).to.include({ engine: 'offline', engineReason: null });
    });
  });
});
