import { expect } from 'chai';
import { REPLY_CLAIM_EXPIRES_MS } from '#src/modules/practice/application/send-message.ts';
import { AiUnavailableError } from '#src/platform/ai/language-model.ts';
import { gate } from './fakes.ts';
import { LEARNER, practiceWorld, refusal, SOMEONE_ELSE } from './practice-world.ts';

describe('SendMessage', () => {
  describe('when the text cannot be sent', () => {
    it('refuses an empty message, after trimming, and saves nothing', async () => {
      const world = practiceWorld();
      const sessionId = await world.started();
      const error = await refusal(world.sendMessage.execute(LEARNER, sessionId, '   \n '));
      expect(error).to.include({ code: 'VALIDATION_FAILED', message: 'Type a message first.' });
      expect(world.sessions.saved).to.be.empty;
      expect(world.partner.heard).to.be.empty;
    });

    it('refuses a message over 3000 characters and takes one of exactly 3000', async () => {
      const world = practiceWorld();
      const sessionId = await world.started();
      const error = await refusal(world.sendMessage.execute(LEARNER, sessionId, 'x'.repeat(3001)));
      expect(error).to.include({ code: 'VALIDATION_FAILED', message: 'A message can be at most 3000 characters.' });
      expect(world.sessions.saved).to.be.empty;
      expect(await world.sendMessage.execute(LEARNER, sessionId, 'x'.repeat(3000))).to.deep.equal({ success: true });
    });
  });

  describe('when the session is not the learner’s to talk in', () => {
    it('answers someone else’s session exactly like a missing one', async () => {
      const world = practiceWorld();
      const theirs = await world.started({ userId: SOMEONE_ELSE });
      const notMine = await refusal(world.sendMessage.execute(LEARNER, theirs, 'Hello'));
      const missing = await refusal(world.sendMessage.execute(LEARNER, 999, 'Hello'));
      expect(notMine).to.include({ code: 'PRACTICE.SESSION_NOT_FOUND' });
      expect(notMine.message).to.equal(missing.message);
      expect(world.sessions.saved).to.be.empty;
    });

    it('refuses a session that has ended', async () => {
      const world = practiceWorld();
      const sessionId = await world.started();
      await world.endSession.execute(LEARNER, sessionId);
      expect(await refusal(world.sendMessage.execute(LEARNER, sessionId, 'Hello?'))).to.include({ code: 'PRACTICE.SESSION_ENDED' });
      expect(world.sessions.saved).to.be.empty;
    });
  });

  describe('while the characters are still answering', () => {
    it('refuses another message with REPLY_IN_PROGRESS, and takes the next one once they have answered', async () => {
      const world = practiceWorld();
      const sessionId = await world.started();
      const answering = gate();
      world.partner.waitFor = answering.opened;
      const first = world.sendMessage.execute(LEARNER, sessionId, 'What happened?');
      await new Promise((r) => setImmediate(r));
      expect(await refusal(world.sendMessage.execute(LEARNER, sessionId, 'Hello?'))).to.deep.include({
        code: 'PRACTICE.REPLY_IN_PROGRESS', message: 'Wait for the reply before sending another message.',
      });
      answering.open();
      await first;
      expect(await world.sendMessage.execute(LEARNER, sessionId, 'Thank you.')).to.deep.equal({ success: true });
      expect(world.sessions.saved.filter((m) => m.sender === 'user').map((m) => m.content)).to.deep.equal(['What happened?', 'Thank you.']);
    });

    it('takes over a claim left by a reply that died (older than the expiry)', async () => {
      const world = practiceWorld();
      const sessionId = await world.started();
      world.sessions.sessions.get(sessionId)!.replyStartedAt = new Date(Date.now() - REPLY_CLAIM_EXPIRES_MS - 1000);
      expect(await world.sendMessage.execute(LEARNER, sessionId, 'Anyone there?')).to.deep.equal({ success: true });
      expect(world.sessions.sessions.get(sessionId)!.replyStartedAt).to.equal(null);
    });

    it('gives the session back when the provider fails, keeping the learner’s words for a retry', async () => {
      const world = practiceWorld();
      const sessionId = await world.started();
      world.partner.failWith = new AiUnavailableError();
      expect(await refusal(world.sendMessage.execute(LEARNER, sessionId, 'What happened?'))).to.include({ code: 'AI.UNAVAILABLE' });
      world.partner.failWith = null;
      expect(await world.sendMessage.execute(LEARNER, sessionId, 'What happened?')).to.deep.equal({ success: true });
      expect(world.sessions.saved.map((m) => m.sender)).to.deep.equal(['user', 'ai']); // the retry did not save the words twice
      expect(world.events.named('typing-indicator').at(-1)).to.deep.equal({ sessionId, isTyping: false, speakerInfo: null });
    });
  });

  describe('with the coach on', () => {
    it('answers once the characters have spoken, without waiting for the coach, who speaks after', async () => {
      const world = practiceWorld();
      const sessionId = await world.started({ coachEnabled: true });
      const thinking = gate();
      world.coach.waitFor = thinking.opened;
      expect(await world.sendMessage.execute(LEARNER, sessionId, 'Not my problem.')).to.deep.equal({ success: true });
      expect(world.events.named('coach-tip')).to.be.empty;
      // The learner may go on while the coach thinks: the reply no longer holds the session.
      expect(await world.sendMessage.execute(LEARNER, sessionId, 'Sorry, go on.')).to.deep.equal({ success: true });
      thinking.open();
      await world.background.settled();
      expect(world.events.named('coach-tip')).to.deep.equal([
        { sessionId, tip: 'Ask what matters most to them.' }, { sessionId, tip: 'Ask what matters most to them.' },
      ]);
      expect(world.sessions.saved.filter((m) => m.sender === 'system')).to.have.length(2);
    });

    it('stays silent when the coach has nothing to say', async () => {
      const world = practiceWorld({ coachSays: null });
      const sessionId = await world.started({ coachEnabled: true });
      await world.sendMessage.execute(LEARNER, sessionId, 'I understand.');
      await world.background.settled();
      expect(world.events.named('coach-tip')).to.be.empty;
      expect(world.sessions.saved.map((m) => m.sender)).to.deep.equal(['user', 'ai']);
    });
  });
});
