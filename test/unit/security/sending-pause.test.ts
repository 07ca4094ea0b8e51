import { expect } from 'chai';
import { pino } from 'pino';
import sinon from 'sinon';
import { ScreenLearnerMessage } from '#src/modules/security/application/screen-learner-message.ts';
import type { HackingAttempt, NewHackingAttempt } from '#src/modules/security/domain/hacking-attempt.ts';
import type { HackingAttemptRepository } from '#src/modules/security/domain/ports.ts';
import type { InjectionClassifier } from '#src/modules/security/domain/screening.ts';
import type { Config } from '#src/platform/config.ts';
import { InProcessEventBus } from '#src/platform/events/in-process-event-bus.ts';
import { SendingPaused } from '#src/modules/security/security.events.ts';
import type { AppError } from '#src/platform/errors.ts';

/** Attempts as the repository keeps them, counted as its SQL would. */
class InMemoryAttempts implements Partial<HackingAttemptRepository> {
  readonly rows: HackingAttempt[] = [];
  async add(attempt: NewHackingAttempt) {
    const row = { ...attempt, id: this.rows.length + 1 };
    this.rows.push(row);
    return row;
  }
  async latestBlocks(userId: number, since: Date, limit: number) {
    return this.rows.filter((r) => r.userId === userId && r.wasBlocked && r.source === 'input' && r.attemptTime >= since)
      .map((r) => r.attemptTime).sort((a, b) => b.getTime() - a.getTime()).slice(0, limit);
  }
}

/** High for anything that says "ATTACK", Medium for "odd", Low otherwise. */
const classifier: InjectionClassifier = {
  kind: 'offline',
  classify: async (text) => ({
    riskLevel: text.includes('ATTACK') ? 'High' : text.includes('odd') ? 'Medium' : 'Low', patterns: ['test'], reasoning: 'r', suggestedAction: 's',
  }),
};

const LEARNER = 7;
const OTHER = 8;
const message = (userId: number, text: string) => ({
  userId, origin: { email: 'a@example.com', ip: null }, sessionId: 1, locale: 'en' as const, text, history: [], scenario: null,
});
const codeOf = (promise: Promise<unknown>) => promise.then(() => 'passed', (e: AppError) => e.code);

describe('ScreenLearnerMessage: a pause after repeated blocked messages (OWASP LLM01 probing)', () => {
  let clock: sinon.SinonFakeTimers;
  let attempts: InMemoryAttempts;
  let screen: ScreenLearnerMessage;
  let bus: InProcessEventBus;
  beforeEach(() => {
    bus = new InProcessEventBus(pino({ level: 'silent' }));
    clock = sinon.useFakeTimers({ now: new Date('2026-12-07T10:00:00Z'), toFake: ['Date'] });
    attempts = new InMemoryAttempts();
    screen = new ScreenLearnerMessage(classifier, attempts as unknown as HackingAttemptRepository, { request: async () => {} },
      pino({ level: 'silent' }), bus, { BLOCKED_MESSAGES_PER_10_MINUTES: 3 } as Config);
  });
  afterEach(() => clock.restore());

  it('pauses everything the learner sends once three messages were blocked within 10 minutes, without recording it, then lets them go on', async () => {
    expect(await codeOf(screen.screen(message(LEARNER, 'ATTACK 1')))).to.equal('SECURITY.MESSAGE_BLOCKED');
    expect(await codeOf(screen.screen(message(LEARNER, 'ATTACK 2')))).to.equal('SECURITY.MESSAGE_BLOCKED');
    expect(await codeOf(screen.screen(message(LEARNER, 'hello')))).to.equal('passed');
    clock.tick(60_000);
    expect(await codeOf(screen.screen(message(LEARNER, 'ATTACK 3')))).to.equal('SECURITY.MESSAGE_BLOCKED');
    const paused = await screen.screen(message(LEARNER, 'hello again')).catch((e: AppError) => e);
    expect(paused).to.include({ code: 'SECURITY.SENDING_PAUSED' });
    expect((paused as AppError).details).to.deep.equal({ retryAfterSeconds: 600 });
    expect(await codeOf(screen.screen(message(LEARNER, 'ATTACK 4')))).to.equal('SECURITY.SENDING_PAUSED');
    expect(attempts.rows, 'nothing is recorded while paused').to.have.length(3);
    expect(await codeOf(screen.screen(message(OTHER, 'hello'))), 'other learners go on').to.equal('passed');

    clock.tick(9 * 60_000);
    expect((await screen.screen(message(LEARNER, 'hello')).catch((e: AppError) => e) as AppError).details).to.deep.equal({ retryAfterSeconds: 60 });
    clock.tick(60_000);
    expect(await codeOf(screen.screen(message(LEARNER, 'hello')))).to.equal('passed');
  });

  it('tells every server of a pause it sets, and refuses the words of a learner paused on another server', async () => {
    const heard: unknown[] = [];
    bus.subscribe(SendingPaused, (pause) => void heard.push(pause));
    for (let i = 0; i < 3; i++) await codeOf(screen.screen(message(LEARNER, `ATTACK ${i}`)));
    await new Promise((resolve) => setImmediate(resolve)); // the bus delivers on a later tick
    expect(heard).to.deep.equal([{ userId: LEARNER, until: Date.now() + 600_000 }]);

    screen.pause({ userId: OTHER, until: Date.now() + 60_000 });
    const paused = await screen.screen(message(OTHER, 'hello')).catch((e: AppError) => e);
    expect(paused).to.include({ code: 'SECURITY.SENDING_PAUSED' });
    expect((paused as AppError).details).to.deep.equal({ retryAfterSeconds: 60 });
    expect(attempts.rows.filter((r) => r.userId === OTHER), 'nothing recorded').to.be.empty;
  });

  it('counts the blocks of the last 10 minutes: older ones do not pause', async () => {
    for (const text of ['ATTACK 1', 'ATTACK 2']) await codeOf(screen.screen(message(LEARNER, text)));
    clock.tick(10 * 60_000 + 1);
    expect(await codeOf(screen.screen(message(LEARNER, 'ATTACK 3'))), 'the first two are too old to count').to.equal('SECURITY.MESSAGE_BLOCKED');
    expect(await codeOf(screen.screen(message(LEARNER, 'hello')))).to.equal('passed');
  });

  it('screens a burst sent at once one message after another, so the burst meets the pause its own blocks set', async () => {
    // Each write takes a while, as a database's does: without the queue, all six would pass the check before the first block is counted.
    const slow = attempts.add.bind(attempts);
    attempts.add = async (attempt) => {
      await Promise.resolve();
      await Promise.resolve();
      return slow(attempt);
    };
    const codes = await Promise.all(Array.from({ length: 6 }, (_, i) => codeOf(screen.screen(message(LEARNER, `ATTACK ${i}`)))));
    expect(codes).to.deep.equal(['SECURITY.MESSAGE_BLOCKED', 'SECURITY.MESSAGE_BLOCKED', 'SECURITY.MESSAGE_BLOCKED',
      'SECURITY.SENDING_PAUSED', 'SECURITY.SENDING_PAUSED', 'SECURITY.SENDING_PAUSED']);
    expect(attempts.rows).to.have.length(3);
  });

  describe('a server started while a pause runs (a restart, a deploy)', () => {
    const blocked = (userId: number, minutesAgo: number) => attempts.add({
      attemptTime: new Date(Date.now() - minutesAgo * 60_000), userId, userEmail: null, sessionId: 1, riskLevel: 'High', wasBlocked: true,
      userIp: null, userLocale: 'en', message: 'ATTACK', patterns: [], reasoning: null, suggestedAction: null, reviewedBy: 'offline',
      history: [], scenarioName: null, scenarioDescription: null, source: 'input', modelOutput: null,
    });
    const restarted = () => new ScreenLearnerMessage(classifier, attempts as unknown as HackingAttemptRepository, { request: async () => {} },
      pino({ level: 'silent' }), bus, { BLOCKED_MESSAGES_PER_10_MINUTES: 3 } as Config);

    it('reads the pause from the recorded blocks and refuses the learner until it ends', async () => {
      for (const minutesAgo of [5, 3, 1]) await blocked(LEARNER, minutesAgo);
      const fresh = restarted();
      const paused = await fresh.screen(message(LEARNER, 'hello')).catch((e: AppError) => e);
      expect((paused as AppError).details, 'the 10 minutes from the block that set it').to.deep.equal({ retryAfterSeconds: 540 });
      expect(await codeOf(fresh.screen(message(OTHER, 'hello'))), 'other learners go on').to.equal('passed');
      clock.tick(9 * 60_000);
      expect(await codeOf(fresh.screen(message(LEARNER, 'hello')))).to.equal('passed');
    });

    it('finds no pause in blocks too few or too far apart to have set one', async () => {
      for (const minutesAgo of [12, 5, 1]) await blocked(LEARNER, minutesAgo);
      for (const minutesAgo of [2, 1]) await blocked(OTHER, minutesAgo);
      const fresh = restarted();
      expect(await codeOf(fresh.screen(message(LEARNER, 'hello')))).to.equal('passed');
      expect(await codeOf(fresh.screen(message(OTHER, 'hello')))).to.equal('passed');
    });

    it('survives a lookup still under way when its 10 minutes end (another learner’s words end the lookups meanwhile)', async () => {
      const fresh = restarted();
      const read = attempts.latestBlocks.bind(attempts);
      let release!: () => void;
      sinon.stub(attempts, 'latestBlocks').callsFake(async (...args) => {
        await new Promise<void>((resolve) => (release = resolve));
        return read(...args);
      });
      const first = codeOf(fresh.screen(message(LEARNER, 'hello')));
      await new Promise((resolve) => setImmediate(resolve)); // the lookup has started
      clock.tick(10 * 60_000);
      expect(await codeOf(fresh.screen(message(OTHER, 'hello')))).to.equal('passed');
      release();
      expect(await first).to.equal('passed');
    });

    it('reads the database once per learner, and not at all once a pause from before its start would be over', async () => {
      const fresh = restarted();
      const reads = sinon.spy(attempts, 'latestBlocks');
      await fresh.screen(message(LEARNER, 'hello'));
      await fresh.screen(message(LEARNER, 'hello again'));
      expect(reads.callCount).to.equal(1);
      clock.tick(10 * 60_000);
      await fresh.screen(message(OTHER, 'hello'));
      expect(reads.callCount).to.equal(1);
    });
  });
});
