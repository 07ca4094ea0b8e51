import { inject, injectable } from 'inversify';
import { PRACTICE } from '../practice.tokens.ts';
import type { ConversationSetup, TranscriptLine } from '../domain/conversation.ts';
import type { LearnerRef, SessionEvents, SessionRepository } from '../domain/ports.ts';
import { AiEngines } from './ai-engines.ts';

const COACH = { name: 'coach', role: 'coach' };

/**
 * The coach's whisper after an exchange, when it has something worth saying: kept with the
 * session (as a line the characters never see) and shown to the learner. A coach that fails
 * stays silent: the conversation matters more than the tip. Once today's AI allowance is spent,
 * the built-in coach coaches.
 */
@injectable()
export class GiveCoachTip {
  constructor(
    @inject(PRACTICE.SessionRepository) private readonly sessions: SessionRepository,
    @inject(AiEngines) private readonly engines: AiEngines,
    @inject(PRACTICE.SessionEvents) private readonly events: SessionEvents,
  ) {}

  async execute(learner: LearnerRef, setup: ConversationSetup, transcript: TranscriptLine[]): Promise<void> {
    const { sessionId } = learner;
    const coach = await this.engines.coachFor(learner);
    const tip = await coach.tip(setup, transcript, learner).catch(() => null);
    if (!tip) return;
    await this.sessions.addMessage(learner, { sender: 'system', content: tip, speaker: COACH });
    this.events.emit(sessionId, 'coach-tip', { sessionId, tip });
  }
}
