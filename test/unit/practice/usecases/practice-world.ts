/** The practice use cases wired to in-memory fakes, constructed as the container would. */
import { CatalogueSnapshot } from '#src/modules/practice/application/catalogue-snapshot.ts';
import { ConversationSetups } from '#src/modules/practice/application/conversation-setups.ts';
import { OwnedSessions } from '#src/modules/practice/application/owned-sessions.ts';
import { GiveCoachTip } from '#src/modules/practice/application/give-coach-tip.ts';
import { SendMessage } from '#src/modules/practice/application/send-message.ts';
import { EndSession } from '#src/modules/practice/application/end-session.ts';
import { DiscardSession } from '#src/modules/practice/application/discard-session.ts';
import type { ReturnUsage } from '#src/modules/billing/index.ts';
import { JoinSession } from '#src/modules/practice/application/join-session.ts';
import { AiEngines } from '#src/modules/practice/application/ai-engines.ts';
import type { PracticeSession } from '#src/modules/practice/domain/session.ts';
import { shippedScenario } from '../../../support/conversation-setup.ts';
import {
  catalogueOf, FakeAllowance, FakeCoach, InMemorySessionRepository, RecordingBackgroundWork, RecordingListener, RecordingSessionEvents,
  RecordingGuard, RecordingReturnUsage, RecordingScreen, RecordingTally, RecordingTransactions, ScriptedPartner,
} from './fakes.ts';

export const LEARNER = 7;
export const SOMEONE_ELSE = 8;
/** Where the learner's messages come from, as the hub tells SendMessage. */
export const ORIGIN = { email: 'learner@example.com', ip: '203.0.113.7' };

export function practiceWorld({
  coachSays = 'Ask what matters most to them.' as string | null, scenarioKey = 'cs-gym-double-charge', engine = 'offline' as 'offline' | 'llm',
} = {}) {
  const scenario = shippedScenario(scenarioKey);
  const sessions = new InMemorySessionRepository();
  // With engine 'llm' the partner and coach play the AI ones, and the built-in ones wait for a spent allowance.
  const partner = new ScriptedPartner(engine);
  const coach = new FakeCoach(coachSays, engine);
  const offlinePartner = new ScriptedPartner('offline', 'Built-in line.');
  const offlineCoach = new FakeCoach('Built-in tip.');
  const allowance = new FakeAllowance();
  const events = new RecordingSessionEvents();
  const background = new RecordingBackgroundWork();
  const transactions = new RecordingTransactions();
  const setups = new ConversationSetups(new CatalogueSnapshot(catalogueOf({ scenarios: [scenario], retired: [], personas: [] }), transactions));
  const owned = new OwnedSessions(sessions, setups);
  const listener = new RecordingListener(transactions);
  const tally = new RecordingTally(transactions);
  const screen = new RecordingScreen();
  const guard = new RecordingGuard();
  const engines = new AiEngines(partner, offlinePartner, coach, offlineCoach, allowance, events);
  const usage = new RecordingReturnUsage(transactions);
  return {
    scenario, sessions, owned, partner, coach, offlinePartner, offlineCoach, allowance, engines, events, background, transactions, listener, tally, screen, guard, usage,
    sendMessage: new SendMessage(sessions, engines, owned, setups, new GiveCoachTip(sessions, engines, events), events, background, screen, guard),
    endSession: new EndSession(sessions, owned, events, transactions, tally, [listener]),
    discardSession: new DiscardSession(sessions, owned, transactions, tally, usage as unknown as ReturnUsage),
    joinSession: new JoinSession(owned, engines),
    /** A session in progress, as StartSession leaves it. */
    async started({ firstName = null, ...changes }: Partial<Pick<PracticeSession, 'userId' | 'coachEnabled' | 'locale'>> & { firstName?: string | null } = {}) {
      const session = await sessions.add({
        userId: LEARNER, scenarioId: scenario.id, personaId: null, locale: 'en', coachEnabled: false,
        personaInfo: { firstName, gender: 'female', avatarUrl: null, castAvatarUrls: [] }, ...changes,
      });
      return session.id;
    },
    /** A session in progress the learner has spoken in: one that can be ended. */
    async spokenIn(changes: Partial<Pick<PracticeSession, 'userId' | 'coachEnabled' | 'locale'>> = {}) {
      const id = await this.started(changes);
      await sessions.addMessage({ sessionId: id }, { sender: 'user', content: 'Hello, I hear the delivery is late.', speaker: null });
      return id;
    },
  };
}

/** The error a call failed with (or a failure of the test when it did not fail). */
export async function refusal(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await call;
  } catch (error) {
    return error as { code: string; message: string };
  }
  throw new Error('expected the call to be refused');
}
