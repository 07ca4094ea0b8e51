import { expect } from 'chai';
import { LEARNER, practiceWorld, refusal, SOMEONE_ELSE } from './practice-world.ts';

describe('EndSession', () => {
  it('ends the learner’s session, tells the room, and wakes the tally and each listener in step with the transaction', async () => {
    const world = practiceWorld();
    const sessionId = await world.spokenIn();
    expect(await world.endSession.execute(LEARNER, sessionId)).to.deep.equal({ success: true });
    expect(world.sessions.sessions.get(sessionId)).to.include({ status: 'Completed' });
    expect(world.events.named('session-ended')).to.deep.equal([{ sessionId }]);
    expect(world.listener.calls).to.deep.equal([
      { step: 'recordEnded', sessionId, inTransaction: true },
      { step: 'afterEnded', sessionId, inTransaction: false },
    ]);
    expect(world.tally.calls).to.deep.equal([{ step: 'sessionCompleted', userId: LEARNER, inTransaction: true }]);
  });

  it('refuses while a message is being answered (PRACTICE.REPLY_IN_PROGRESS), changing nothing, and ends once the reply is in', async () => {
    const world = practiceWorld();
    const sessionId = await world.spokenIn();
    const claimedAt = new Date();
    expect(await world.sessions.claimReply(sessionId, claimedAt, new Date(0))).to.equal(true);
    expect(await refusal(world.endSession.execute(LEARNER, sessionId))).to.include({
      code: 'PRACTICE.REPLY_IN_PROGRESS', message: 'The character is still answering: end the session once the reply has arrived.',
    });
    expect(world.sessions.sessions.get(sessionId)).to.include({ status: 'InProgress' });
    expect(world.listener.calls).to.be.empty;
    expect(world.events.emitted).to.be.empty;
    await world.sessions.releaseReply(sessionId, claimedAt);
    await world.endSession.execute(LEARNER, sessionId);
    expect(world.sessions.sessions.get(sessionId)).to.include({ status: 'Completed' });
  });

  it('ends a session whose reply claim is stale: the process answering it died', async () => {
    const world = practiceWorld();
    const sessionId = await world.spokenIn();
    await world.sessions.claimReply(sessionId, new Date(Date.now() - 3 * 60_000), new Date(0));
    await world.endSession.execute(LEARNER, sessionId);
    expect(world.sessions.sessions.get(sessionId)).to.include({ status: 'Completed' });
  });

  describe('before the learner has said anything', () => {
    it('refuses (PRACTICE.NOTHING_SAID) and changes nothing: the conversation stays open to be spoken in', async () => {
      const world = practiceWorld();
      const sessionId = await world.started();
      expect(await refusal(world.endSession.execute(LEARNER, sessionId))).to.include({ code: 'PRACTICE.NOTHING_SAID' });
      expect(world.sessions.sessions.get(sessionId)).to.include({ status: 'InProgress' });
      expect(world.events.emitted).to.be.empty;
      expect(world.listener.calls).to.be.empty;
      expect(world.tally.calls).to.be.empty;
    });
  });

  describe('when the session is someone else’s', () => {
    it('answers as for a missing session and changes nothing', async () => {
      const world = practiceWorld();
      const theirs = await world.started({ userId: SOMEONE_ELSE });
      expect(await refusal(world.endSession.execute(LEARNER, theirs))).to.include({ code: 'PRACTICE.SESSION_NOT_FOUND' });
      expect(world.sessions.sessions.get(theirs)).to.include({ status: 'InProgress' });
      expect(world.events.emitted).to.be.empty;
      expect(world.listener.calls).to.be.empty;
      expect(world.tally.calls).to.be.empty;
    });
  });

  describe('when the session has ended already', () => {
    it('succeeds again without waking the listeners a second time', async () => {
      const world = practiceWorld();
      const sessionId = await world.spokenIn();
      await world.endSession.execute(LEARNER, sessionId);
      const endedAt = world.sessions.sessions.get(sessionId)!.endedAt;
      expect(await world.endSession.execute(LEARNER, sessionId)).to.deep.equal({ success: true });
      expect(world.sessions.sessions.get(sessionId)!.endedAt).to.equal(endedAt);
      expect(world.listener.calls.map((c) => c.step)).to.deep.equal(['recordEnded', 'afterEnded']);
      expect(world.tally.calls).to.have.length(1);
    });

    it('wakes the listeners once when two calls race to end it', async () => {
      const world = practiceWorld();
      const sessionId = await world.spokenIn();
      await Promise.all([world.endSession.execute(LEARNER, sessionId), world.endSession.execute(LEARNER, sessionId)]);
      expect(world.listener.calls.map((c) => c.step)).to.deep.equal(['recordEnded', 'afterEnded']);
      expect(world.events.named('session-ended')).to.have.length(2);
      expect(world.tally.calls).to.have.length(1);
    });
  });
});
