import { inject, injectable } from 'inversify';
import { PRACTICE } from '../practice.tokens.ts';
import type { ConversationSetup, TranscriptLine } from '../domain/conversation.ts';
import type { Coach, SessionEvents, SessionRepository } from '../domain/ports.ts';

const COACH = { name: 'coach', role: 'coach' };

/**
 * The coach's whisper after an exchange, when it has something worth saying: kept with the
 * session (as a line the characters never see) and shown to the learner. A coach that fails
 * stays silent: the conversation matters more than the tip.
 */
@injectable()
export class GiveCoachTip {
  constructor(
    @inject(PRACTICE.SessionRepository) private readonly sessions: SessionRepository,
    @inject(PRACTICE.Coach) private readonly coach: Coach,
    @inject(PRACTICE.SessionEvents) private readonly events: SessionEvents,
  ) {}

  async execute(sessionId: number, setup: ConversationSetup, transcript: TranscriptLine[]): Promise<void> {
    const tip = await this.coach.tip(setup, transcript).catch(() => null);
    if (!tip) return;
    await this.sessions.addMessage(sessionId, { sender: 'system', content: tip, speaker: COACH });
    this.events.emit(sessionId, 'coach-tip', { sessionId, tip });
  }
}
