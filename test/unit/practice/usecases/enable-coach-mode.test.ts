import { expect } from 'chai';
import { EnableCoachMode } from '#src/modules/practice/application/enable-coach-mode.ts';
import type { ConsumeUsage } from '#src/modules/billing/index.ts';
import { LEARNER, practiceWorld, refusal } from './practice-world.ts';

/** Billing's ConsumeUsage as EnableCoachMode calls it. */
class RecordingConsumeUsage {
  readonly calls: { userId: number; wants: { session: boolean; coach: boolean } }[] = [];
  async execute(userId: number, wants: { session: boolean; coach: boolean }) {
    this.calls.push({ userId, wants });
  }
}

describe('EnableCoachMode', () => {
  const coachWorld = () => {
    const world = practiceWorld();
    const usage = new RecordingConsumeUsage();
    const enable = new EnableCoachMode(world.sessions, world.owned, world.events, usage as unknown as ConsumeUsage, world.transactions);
    return { world, usage, enable };
  };

  it('turns the coach on once, counted once, and tells the room', async () => {
    const { world, usage, enable } = coachWorld();
    const sessionId = await world.started();
    await enable.execute(LEARNER, sessionId);
    await enable.execute(LEARNER, sessionId);
    expect(world.sessions.sessions.get(sessionId)).to.include({ coachEnabled: true });
    expect(usage.calls).to.deep.equal([{ userId: LEARNER, wants: { session: false, coach: true } }]);
    expect(world.events.emitted.filter((e) => e.name === 'coach-enabled')).to.have.length(2);
  });

  it('uses no coach session on a session another tab ended or discarded after it was read (PRACTICE.SESSION_ENDED, or as missing)', async () => {
    for (const [status, code] of [['Completed', 'PRACTICE.SESSION_ENDED'], ['Discarded', 'PRACTICE.SESSION_NOT_FOUND']] as const) {
      const { world, usage, enable } = coachWorld();
      const sessionId = await world.started();
      const turnCoachOn = world.sessions.turnCoachOn.bind(world.sessions);
      // The other tab's write lands between this call's read and its own.
      world.sessions.turnCoachOn = async (id: number) => {
        world.sessions.sessions.get(id)!.status = status;
        return turnCoachOn(id);
      };
      expect(await refusal(enable.execute(LEARNER, sessionId))).to.include({ code });
      expect(world.sessions.sessions.get(sessionId)).to.include({ coachEnabled: false });
      expect(usage.calls).to.be.empty;
      expect(world.events.emitted).to.be.empty;
    }
  });
});
