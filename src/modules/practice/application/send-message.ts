import { inject, injectable } from 'inversify';
import { PRACTICE } from '../practice.tokens.ts';
import type { ConversationSetup } from '../domain/conversation.ts';
import { asShown } from '../domain/scenario.ts';
import { dialogueOf, hearLearner, noteCharacterLine, type DialogueState } from '../domain/dialogue.ts';
import type {
  BackgroundWork, ConversationPartner, MessageOrigin, MessageScreen, PartnerTurn, ReplyGuard, ScreenedMessage, SessionEvents, SessionRepository,
} from '../domain/ports.ts';
import { ConversationOverError, SessionEndedError, whyNotFree } from '../domain/practice.errors.ts';
import { copiedLineCount, learnerText, transcriptOf, type PracticeSession, type SessionMessage } from '../domain/session.ts';
import { ConversationSetups } from './conversation-setups.ts';
import { OwnedSessions } from './owned-sessions.ts';
import { chatMessageOf } from './chat-message.ts';
import { GiveCoachTip } from './give-coach-tip.ts';
import { AiEngines } from './ai-engines.ts';

/**
 * How long a reply may hold its session before another message may take over: longer than a slow
 * model's retries take to answer, short enough that a process that died mid-reply does not keep
 * the learner waiting for long.
 */
export const REPLY_CLAIM_EXPIRES_MS = 2 * 60_000;

/** How old a claim may grow while its reply is still streaming before it is renewed: well inside the expiry. */
const REPLY_CLAIM_RENEW_MS = 30_000;

/** The claim a reply holds; `keepAlive` renews it while the reply goes on, so a long one is never taken over. */
interface ReplyClaim {
  keepAlive(): Promise<void>;
}

/**
 * The learner says something and the characters answer. The learner's words are saved before
 * any AI call, so a failing provider loses nothing: sending the same unanswered text again
 * retries the reply without saving it twice. A dropped socket does not stop the reply — it is
 * saved and shown on the next JoinSession. One reply at a time per session, whichever process
 * the learner's sockets reach; the coach speaks after the characters, without holding the learner.
 * The dialogue state moves with each reply and is saved with the session; a character who walked
 * out hears nothing more. Security sees each message before it is kept (a blocked one goes nowhere,
 * and the session goes on) and each reply before it is streamed. Once today's AI allowance is spent
 * the built-in engine answers, and the conversation goes on.
 */
@injectable()
export class SendMessage {
  constructor(
    @inject(PRACTICE.SessionRepository) private readonly sessions: SessionRepository,
    @inject(AiEngines) private readonly engines: AiEngines,
    @inject(OwnedSessions) private readonly owned: OwnedSessions,
    @inject(ConversationSetups) private readonly setups: ConversationSetups,
    @inject(GiveCoachTip) private readonly coachTip: GiveCoachTip,
    @inject(PRACTICE.SessionEvents) private readonly events: SessionEvents,
    @inject(PRACTICE.BackgroundWork) private readonly background: BackgroundWork,
    @inject(PRACTICE.MessageScreen) private readonly screen: MessageScreen,
    @inject(PRACTICE.ReplyGuard) private readonly guard: ReplyGuard,
  ) {}

  async execute(userId: number, sessionId: number, raw: unknown, origin: MessageOrigin): Promise<{ success: true }> {
    const text = learnerText(raw);
    const session = await this.owned.find(userId, sessionId);
    if (session.status !== 'InProgress') throw new SessionEndedError();
    const { setup, transcript } = await this.whileClaimed(sessionId, (claim) => this.answer(session, text, origin, claim));
    const learner = { userId: session.userId, sessionId };
    if (session.coachEnabled) this.background.start('coach tip', () => this.coachTip.execute(learner, setup, transcript));
    return { success: true };
  }

  /** Holds the session's reply claim while `work` runs; refuses while another reply holds it, or once the session is over. */
  private async whileClaimed<T>(sessionId: number, work: (claim: ReplyClaim) => Promise<T>): Promise<T> {
    let at = new Date();
    const staleBefore = new Date(at.getTime() - REPLY_CLAIM_EXPIRES_MS);
    // Refused while another reply holds it, or once it was ended or discarded since it was read.
    if (!(await this.sessions.claimReply(sessionId, at, staleBefore))) throw whyNotFree(await this.sessions.find(sessionId));
    const claim: ReplyClaim = {
      keepAlive: async () => {
        const now = new Date();
        if (now.getTime() - at.getTime() < REPLY_CLAIM_RENEW_MS) return;
        // Taken over (this process stalled past the expiry): the other reply's lines must not interleave with these.
        if (!(await this.sessions.renewReply(sessionId, at, now))) throw whyNotFree(await this.sessions.find(sessionId));
        at = now;
      },
    };
    try {
      return await work(claim);
    } finally {
      await this.sessions.releaseReply(sessionId, at);
    }
  }

  /** Saves the learner's words (once) and streams the characters' answer; the conversation as it now stands. */
  private async answer(session: PracticeSession, text: string, origin: MessageOrigin, claim: ReplyClaim) {
    // Read under the claim, so a reply that just finished on another process is in the history.
    const setup = await this.setups.of(session);
    const spoken = (await this.sessions.messages(session.id)).filter((m) => m.sender !== 'system');
    const unanswered = await this.unansweredAt(session, spoken, text);
    const retry = unanswered >= 0;
    const earlier = retry ? spoken.slice(0, unanswered) : spoken;
    const before = await this.dialogueBefore(session.id, setup, earlier);
    if (before.outcome === 'walkedOut') throw new ConversationOverError();
    const message: ScreenedMessage = {
      userId: session.userId, origin, sessionId: session.id, locale: setup.locale, text, history: transcriptOf(earlier),
      scenario: asShown(setup.scenario, setup.locale),
    };
    // A retried text was screened when it was first kept.
    if (!retry) {
      await this.screen.screen(message);
      const saved = await this.sessions.addMessage({ sessionId: session.id, userId: session.userId }, { sender: 'user', content: text, speaker: null });
      spoken.push(saved);
      this.events.emit(session.id, 'message', { sessionId: session.id, ...chatMessageOf(saved) });
    }
    const after = await this.reply(session.id, message, setup, spoken, hearLearner(before, setup, text), claim);
    await this.sessions.saveDialogue(session.id, after);
    if (after.outcome === 'walkedOut') {
      const leaver = spoken.findLast((m) => m.sender === 'ai')?.speaker ?? setup.speakers[0]!;
      this.events.emit(session.id, 'character-left', { sessionId: session.id, speakerInfo: leaver });
    }
    return { setup, transcript: transcriptOf(spoken) };
  }

  /**
   * Where the learner's last line stands when `text` repeats it and its reply never finished (a retry
   * after the provider failed), else −1. Unfinished: nothing answered it yet, or a group reply broke
   * off after some characters spoke (their lines are kept; the dialogue was never saved past it). A
   * branch's copied lines were answered in the earlier session.
   */
  private async unansweredAt(session: PracticeSession, spoken: SessionMessage[], text: string): Promise<number> {
    const at = spoken.findLastIndex((m) => m.sender === 'user');
    const copied = copiedLineCount(session);
    if (at < copied || spoken[at]!.content !== text) return -1;
    if (at === spoken.length - 1) return at;
    const heard = spoken.filter((m) => m.sender === 'user').length;
    return (await this.sessions.dialogue(session.id))?.turn === heard ? -1 : at;
  }

  /** The state saved after the last reply; rebuilt from the transcript when that save is missing or behind. */
  private async dialogueBefore(sessionId: number, setup: ConversationSetup, spoken: SessionMessage[]): Promise<DialogueState> {
    const saved = await this.sessions.dialogue(sessionId);
    const heard = spoken.filter((m) => m.sender === 'user').length;
    return saved?.turn === heard ? saved : dialogueOf(setup, transcriptOf(spoken));
  }

  private async reply(
    sessionId: number, message: ScreenedMessage, setup: ConversationSetup, spoken: SessionMessage[], heard: DialogueState, claim: ReplyClaim,
  ): Promise<DialogueState> {
    const learner = { userId: message.userId, sessionId };
    const partner = await this.engines.partnerFor(learner);
    const turn: PartnerTurn = { learner, setup, transcript: transcriptOf(spoken), dialogue: heard, canary: this.guard.canaryOf(sessionId) };
    // A partner that tracks the dialogue itself ends with its state; otherwise each line is noted here.
    let dialogue = heard;
    try {
      for await (const event of this.guarded(partner, message, turn)) {
        await claim.keepAlive();
        if (event.type === 'typing') this.events.emit(sessionId, 'typing-indicator', { sessionId, isTyping: true, speakerInfo: event.speaker });
        else if (event.type === 'delta') this.events.emit(sessionId, 'message-delta', { sessionId, speakerInfo: event.speaker, text: event.text });
        else if (event.type === 'dialogue') dialogue = event.dialogue;
        else {
          const saved = await this.sessions.addMessage(learner, { sender: 'ai', content: event.content, speaker: event.speaker });
          spoken.push(saved);
          this.events.emit(sessionId, 'message', { sessionId, ...chatMessageOf(saved) });
          dialogue = noteCharacterLine(dialogue, setup, { sender: 'ai', content: event.content, speaker: event.speaker });
        }
      }
    } finally {
      this.events.emit(sessionId, 'typing-indicator', { sessionId, isTyping: false, speakerInfo: null });
    }
    return dialogue;
  }

  /** The partner's reply, through the guard whenever the partner hides a prompt from the learner. */
  private guarded(partner: ConversationPartner, message: ScreenedMessage, turn: PartnerTurn) {
    const hidden = partner.hiddenPrompt(turn);
    const reply = partner.reply(turn);
    return hidden ? this.guard.watch(message, hidden, turn.canary, reply) : reply;
  }
}
