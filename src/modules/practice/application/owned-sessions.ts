import { inject, injectable } from 'inversify';
import { PRACTICE } from '../practice.tokens.ts';
import type { ConversationSetup } from '../domain/conversation.ts';
import type { DialogueState } from '../domain/dialogue.ts';
import type { SessionRepository } from '../domain/ports.ts';
import { SessionNotFoundError } from '../domain/practice.errors.ts';
import { isKept, type KeptSession, type SessionMessage } from '../domain/session.ts';
import { ConversationSetups } from './conversation-setups.ts';

export interface LoadedSession {
  session: KeptSession;
  setup: ConversationSetup;
  messages: SessionMessage[];
  /** Where the conversation stands; null before the first reply. */
  dialogue: DialogueState | null;
}

/** A learner's own sessions: someone else's session, or one they discarded, is answered exactly like a missing one. */
@injectable()
export class OwnedSessions {
  constructor(
    @inject(PRACTICE.SessionRepository) private readonly sessions: SessionRepository,
    @inject(ConversationSetups) private readonly setups: ConversationSetups,
  ) {}

  /** Just the session, for intents that need neither the conversation nor the scenario. */
  async find(userId: number, sessionId: number): Promise<KeptSession> {
    const session = Number.isInteger(sessionId) ? await this.sessions.find(sessionId) : null;
    if (!session || session.userId !== userId || !isKept(session)) throw new SessionNotFoundError();
    return session;
  }

  /**
   * The session with everything said so far and what the characters need to play it. `onceOwned`
   * runs when the session is known to be the learner's, before anything said is read.
   */
  async load(userId: number, sessionId: number, onceOwned?: (session: KeptSession) => void): Promise<LoadedSession> {
    const session = await this.find(userId, sessionId);
    onceOwned?.(session);
    const [setup, messages, dialogue] = await Promise.all([this.setups.of(session), this.sessions.messages(session.id), this.sessions.dialogue(session.id)]);
    return { session, setup, messages, dialogue };
  }
}
