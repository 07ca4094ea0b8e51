import { inject, injectable } from 'inversify';
import { ValidationError } from '#src/platform/errors.ts';
import { PRACTICE } from '../practice.tokens.ts';
import type { SessionRepository } from '../domain/ports.ts';
import { dialogueOf } from '../domain/dialogue.ts';
import { SessionNotFinishedError } from '../domain/practice.errors.ts';
import { transcriptOf, type SessionMessage } from '../domain/session.ts';
import { ConversationSetups } from './conversation-setups.ts';
import { CountedStarts } from './counted-starts.ts';
import { OwnedSessions } from './owned-sessions.ts';

/**
 * "Try this moment again" (R2.12): a new session of the same scenario, persona and looks, holding
 * the conversation up to one of the learner's messages and the dialogue state as it stood then, so
 * the learner answers that moment again. It counts as a session (and a coached one when the
 * original was) exactly like a start, in one transaction (CountedStarts): a refused branch creates nothing.
 */
@injectable()
export class BranchSession {
  constructor(
    @inject(PRACTICE.SessionRepository) private readonly sessions: SessionRepository,
    @inject(OwnedSessions) private readonly owned: OwnedSessions,
    @inject(ConversationSetups) private readonly setups: ConversationSetups,
    @inject(CountedStarts) private readonly starts: CountedStarts,
  ) {}

  async execute(userId: number, sessionId: number, fromMessageNumber: number, withCoach = true): Promise<{ success: true; sessionId: number }> {
    const original = await this.owned.find(userId, sessionId);
    if (original.status !== 'Completed') throw new SessionNotFinishedError();
    const { scenarioId, personaId, personaInfo, locale } = original;
    const coachEnabled = original.coachEnabled && withCoach;
    const details = { userId, scenarioId, personaId, personaInfo, locale, coachEnabled, branchOf: { sessionId, messageNumber: fromMessageNumber } };
    const setup = await this.setups.forStart(details); // a retired scenario is refused as at a start
    const before = linesBefore(await this.sessions.messages(sessionId), fromMessageNumber);
    const dialogue = dialogueOf(setup, transcriptOf(before));
    const branch = await this.starts.open(details, before.map((m) => ({ sender: m.sender, content: m.content, speaker: m.speaker })), dialogue);
    return { success: true, sessionId: branch.id };
  }
}

/** Everything said (coach tips too) before the learner line numbered `messageNumber` among the lines said; refuses any other line. */
function linesBefore(messages: SessionMessage[], messageNumber: number): SessionMessage[] {
  const said = messages.filter((m) => m.sender !== 'system');
  const target = said[messageNumber - 1];
  if (!target || target.sender !== 'user')
    throw new ValidationError([{ path: 'fromMessageNumber', message: 'Choose one of your own messages in this conversation.' }]);
  return messages.slice(0, messages.indexOf(target));
}
