import { inject, injectable } from 'inversify';
import { PRACTICE } from '../practice.tokens.ts';
import type { Coach, ConversationPartner, ConversationSetup } from '../domain/conversation.ts';
import type { SessionRepository } from '../domain/ports.ts';
import { learnerText, ReplyInProgressError, SessionEndedError, type SessionMessage } from '../domain/session.ts';
import type { SessionEvents } from './session-events.ts';
import { SessionSetups, transcriptOf } from './session-setups.ts';
import { chatMessageOf } from './session-views.ts';

/**
 * The learner says something and the characters answer. The learner's words are saved before
 * any AI call, so a failing provider loses nothing: sending the same unanswered text again
 * retries the reply without saving it twice. A dropped socket does not stop the reply — it is
 * saved and shown on the next JoinSession.
 */
@injectable()
export class SendMessage {
  /** One reply at a time per session (in this process, where the learner's socket lives). */
  private readonly replying = new Set<number>();

  constructor(
    @inject(PRACTICE.SessionRepository) private readonly sessions: SessionRepository,
    @inject(PRACTICE.ConversationPartner) private readonly partner: ConversationPartner,
    @inject(PRACTICE.Coach) private readonly coach: Coach,
    @inject(SessionSetups) private readonly setups: SessionSetups,
    @inject(PRACTICE.SessionEvents) private readonly events: SessionEvents,
  ) {}

  async execute(userId: number, sessionId: number, raw: unknown): Promise<{ success: true }> {
    const text = learnerText(raw);
    if (this.replying.has(sessionId)) throw new ReplyInProgressError();
    this.replying.add(sessionId);
    try {
      const { session, setup, messages } = await this.setups.load(userId, sessionId);
      if (session.status !== 'InProgress') throw new SessionEndedError();
      const spoken = messages.filter((m) => m.sender !== 'system');
      const last = spoken.at(-1);
      if (!(last?.sender === 'user' && last.content === text)) {
        const saved = await this.sessions.addMessage(sessionId, { sender: 'user', content: text, speaker: null });
        spoken.push(saved);
        this.events.emit(sessionId, 'message', { sessionId, ...chatMessageOf(saved) });
      }
      await this.reply(sessionId, setup, spoken);
      if (session.coachEnabled) await this.coachAfter(sessionId, setup, spoken);
      return { success: true };
    } finally {
      this.replying.delete(sessionId);
    }
  }

  private async reply(sessionId: number, setup: ConversationSetup, spoken: SessionMessage[]) {
    try {
      for await (const event of this.partner.reply(setup, transcriptOf(spoken))) {
        if (event.type === 'typing') this.events.emit(sessionId, 'typing-indicator', { sessionId, isTyping: true, speakerInfo: event.speaker });
        else if (event.type === 'delta') this.events.emit(sessionId, 'message-delta', { sessionId, speakerInfo: event.speaker, text: event.text });
        else {
          const saved = await this.sessions.addMessage(sessionId, { sender: 'ai', content: event.content, speaker: event.speaker });
          spoken.push(saved);
          this.events.emit(sessionId, 'message', { sessionId, ...chatMessageOf(saved) });
        }
      }
    } finally {
      this.events.emit(sessionId, 'typing-indicator', { sessionId, isTyping: false, speakerInfo: null });
    }
  }

  /** A coach that fails stays silent: the conversation matters more than the tip. */
  private async coachAfter(sessionId: number, setup: ConversationSetup, spoken: SessionMessage[]) {
    const tip = await this.coach.tip(setup, transcriptOf(spoken)).catch(() => null);
    if (!tip) return;
    await this.sessions.addMessage(sessionId, { sender: 'system', content: tip, speaker: { name: 'coach', role: 'coach' } });
    this.events.emit(sessionId, 'coach-tip', { sessionId, tip });
  }
}
