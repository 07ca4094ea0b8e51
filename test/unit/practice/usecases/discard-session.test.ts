import { expect } from 'chai';
import { LEARNER, ORIGIN, practiceWorld, refusal, SOMEONE_ELSE } from './practice-world.ts';

describe('DiscardSession', () => {
  it('throws away a session the learner never wrote in: the tally and the month’s allowance have it back, in the same transaction', async () => {
    const world = practiceWorld();
    const sessionId = await world.started({ coachEnabled: true });
    const { startedAt } = world.sessions.sessions.get(sessionId)!;
    expect(await world.discardSession.execute(LEARNER, sessionId)).to.deep.equal({ success: true });
    expect(world.sessions.sessions.get(sessionId)).to.include({ status: 'Discarded', endedAt: null });
    expect(world.tally.calls).to.deep.equal([{ step: 'sessionDiscarded', userId: LEARNER, inTransaction: true }]);
    expect(world.usage.calls).to.deep.equal([{ userId: LEARNER, startedAt, took: { session: true, coach: true }, inTransaction: true }]);
  });

  it('answers a discarded session as a missing one afterwards: to discarding again, joining, sending and ending', async () => {
    const world = practiceWorld();
    const sessionId = await world.started();
    await world.discardSession.execute(LEARNER, sessionId);
    for (const call of [
      world.discardSession.execute(LEARNER, sessionId), world.joinSession.execute(LEARNER, sessionId),
      world.sendMessage.execute(LEARNER, sessionId, 'Hello?', ORIGIN), world.endSession.execute(LEARNER, sessionId),
    ]) expect(await refusal(call)).to.include({ code: 'PRACTICE.SESSION_NOT_FOUND' });
    expect(world.sessions.saved.filter((m) => m.sender === 'user')).to.be.empty;
    expect(world.tally.calls).to.have.length(1);
  });

  it('refuses a session the learner has written in (PRACTICE.SESSION_SPOKEN_IN) and changes nothing: their words are kept', async () => {
    const world = practiceWorld();
    const sessionId = await world.spokenIn();
    expect(await refusal(world.discardSession.execute(LEARNER, sessionId))).to.include({ code: 'PRACTICE.SESSION_SPOKEN_IN' });
    expect(world.sessions.sessions.get(sessionId)).to.include({ status: 'InProgress' });
    expect(world.tally.calls).to.be.empty;
    expect(world.usage.calls).to.be.empty;
  });

  it('refuses an ended session (PRACTICE.SESSION_ENDED) and someone else’s (as a missing one)', async () => {
    const world = practiceWorld();
    const ended = await world.spokenIn();
    await world.endSession.execute(LEARNER, ended);
    expect(await refusal(world.discardSession.execute(LEARNER, ended))).to.include({ code: 'PRACTICE.SESSION_ENDED' });
    const theirs = await world.started({ userId: SOMEONE_ELSE });
    expect(await refusal(world.discardSession.execute(LEARNER, theirs))).to.include({ code: 'PRACTICE.SESSION_NOT_FOUND' });
    expect(world.sessions.sessions.get(theirs)).to.include({ status: 'InProgress' });
    expect(world.usage.calls).to.be.empty;
  });

  it('waits for a message being answered (PRACTICE.REPLY_IN_PROGRESS), and a claim is never given to a discarded session', async () => {
    const world = practiceWorld();
    const sessionId = await world.started();
    const claimedAt = new Date();
    expect(await world.sessions.claimReply(sessionId, claimedAt, new Date(0))).to.equal(true);
    expect(await refusal(world.discardSession.execute(LEARNER, sessionId))).to.include({ code: 'PRACTICE.REPLY_IN_PROGRESS' });
    await world.sessions.releaseReply(sessionId, claimedAt);
    await world.discardSession.execute(LEARNER, sessionId);
    expect(await world.sessions.claimReply(sessionId, new Date(), new Date(0))).to.equal(false);
  });

  it('gives back the coach session of a coach another tab turned on after the session was read', async () => {
    const world = practiceWorld();
    const sessionId = await world.started();
    const discard = world.sessions.discard.bind(world.sessions);
    world.sessions.discard = async (id: number, staleBefore: Date) => {
      world.sessions.sessions.get(id)!.coachEnabled = true;
      return discard(id, staleBefore);
    };
    await world.discardSession.execute(LEARNER, sessionId);
    expect(world.usage.calls.map((c) => c.took)).to.deep.equal([{ session: true, coach: true }]);
  });
});
