import { inject, injectable } from 'inversify';
import type { Config } from '#src/platform/config.ts';
import type { EventBus } from '#src/platform/events/event-bus.ts';
import type { Logger } from '#src/platform/logger.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { MessageScreen, ScreenedMessage } from '#src/modules/practice/index.ts';
import { SECURITY } from '../security.tokens.ts';
import { SendingPaused } from '../security.events.ts';
import { newAttempt, type AttemptContext } from '../domain/hacking-attempt.ts';
import type { AttemptReviews, HackingAttemptRepository } from '../domain/ports.ts';
import { isBlocked, isRecorded } from '../domain/risk.ts';
import type { InjectionClassifier } from '../domain/screening.ts';
import { MessageBlockedError, SendingPausedError } from '../domain/security.errors.ts';
import { PAUSE_MS, pauseEnd } from '../domain/sending-pause.ts';

/**
 * OWASP LLM01: every learner message is screened before it is kept or reaches a model. Medium is
 * let through and recorded; High and Critical are recorded and refused, and the character never
 * sees them. A recorded attempt is given to the LLM for a second opinion, later.
 *
 * A learner with many blocked messages lately is paused: nothing they send is screened, kept or
 * passed on for a while, so an attack cannot be reworded until one version slips past the
 * classifier, nor the monitor flooded. The count is the database's (every server's blocks); the
 * pause, once set, goes to every server on the event bus (`SendingPaused`), and a server started
 * since reads it from the recorded blocks. One learner's words are screened one after another on a
 * server, so a burst sent at once meets the pause its own blocks set.
 */
@injectable()
export class ScreenLearnerMessage implements MessageScreen {
  /** Learner → when their pause ends (ms since the epoch). */
  private readonly paused = new Map<number, number>();
  /** Learner → the end of their screening under way, which the next of their messages waits for. */
  private readonly inLine = new Map<number, Promise<void>>();
  private readonly blocksBeforePause: number;
  private readonly startedAt = Date.now();
  /** Learners whose pause was looked for in the database since this server started; null once any pause from before is over. */
  private recalled: Set<number> | null = new Set();

  constructor(
    @inject(SECURITY.InjectionClassifier) private readonly classifier: InjectionClassifier,
    @inject(SECURITY.HackingAttemptRepository) private readonly attempts: HackingAttemptRepository,
    @inject(SECURITY.AttemptReviews) private readonly reviews: AttemptReviews,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
    @inject(PLATFORM.EventBus) private readonly events: EventBus,
    @inject(PLATFORM.Config) config: Config,
  ) {
    this.blocksBeforePause = config.BLOCKED_MESSAGES_PER_10_MINUTES;
  }

  /** A chat message, or other words of the learner's bound for a prompt (then with no scenario). */
  screen(message: AttemptContext & Pick<ScreenedMessage, 'locale'>): Promise<void> {
    const previous = this.inLine.get(message.userId) ?? Promise.resolve();
    const turn = previous.then(() => this.screenNow(message));
    const settled = turn.catch(() => undefined);
    this.inLine.set(message.userId, settled);
    void settled.then(() => {
      if (this.inLine.get(message.userId) === settled) this.inLine.delete(message.userId);
    });
    return turn;
  }

  private async screenNow(message: AttemptContext & Pick<ScreenedMessage, 'locale'>): Promise<void> {
    await this.recallPause(message.userId);
    this.refuseWhilePaused(message.userId);
    const screening = await this.classifier.classify(message.text, message.locale);
    if (!isRecorded(screening.riskLevel)) return;
    const blocked = isBlocked(screening.riskLevel);
    const now = new Date();
    const attempt = await this.attempts.add(newAttempt(message, {
      riskLevel: screening.riskLevel, wasBlocked: blocked, patterns: screening.patterns, reasoning: screening.reasoning,
      suggestedAction: screening.suggestedAction, source: 'input', modelOutput: null,
    }, now));
    this.logger.warn({ attemptId: attempt.id, userId: message.userId, sessionId: message.sessionId, riskLevel: attempt.riskLevel, blocked,
      patterns: attempt.patterns }, 'prompt-injection attempt recorded');
    // The LLM's review is a second opinion: failing to queue it must not change what the learner gets.
    await this.reviews.request(attempt).catch((e: unknown) => this.logger.error({ err: e, attemptId: attempt.id }, 'could not queue the attempt\'s review'));
    if (!blocked) return;
    const until = await this.pauseOnRecord(message.userId, new Date(now.getTime() - PAUSE_MS));
    if (until !== null) {
      const pause = { userId: message.userId, until };
      this.pause(pause);
      this.logger.warn({ userId: message.userId, minutes: PAUSE_MS / 60_000 }, 'learner\'s sending paused after repeated blocked messages');
      // This server holds the pause already: the other servers hearing of it late must not change what the learner gets.
      await this.events.publish(SendingPaused, pause).catch((e: unknown) => this.logger.error({ err: e, userId: message.userId }, 'could not tell the other servers of a pause'));
    }
    throw new MessageBlockedError();
  }

  /** A pause set here or heard of from another server (`SendingPaused`). */
  pause({ userId, until }: { userId: number; until: number }): void {
    const now = Date.now();
    for (const [other, end] of this.paused) if (end <= now) this.paused.delete(other);
    this.paused.set(userId, Math.max(until, this.paused.get(userId) ?? 0));
  }

  /** When the pause the learner's blocks since then set ends, if they set one. */
  private async pauseOnRecord(userId: number, since: Date): Promise<number | null> {
    return pauseEnd(await this.attempts.latestBlocks(userId, since, this.blocksBeforePause), this.blocksBeforePause);
  }

  /**
   * A pause set before this server started (a restart, a deploy) is known to the database, not to
   * this process: looked up once per learner while one could still be running.
   */
  private async recallPause(userId: number): Promise<void> {
    // Held here: another learner's words may end the lookups (null) while this one awaits the database.
    const recalled = this.recalled;
    if (!recalled || recalled.has(userId)) return;
    const now = Date.now();
    if (now - this.startedAt >= PAUSE_MS) {
      this.recalled = null;
      return;
    }
    const until = await this.pauseOnRecord(userId, new Date(now - 2 * PAUSE_MS));
    recalled.add(userId);
    if (until !== null && until > now) this.pause({ userId, until });
  }

  private refuseWhilePaused(userId: number): void {
    const until = this.paused.get(userId);
    if (until === undefined) return;
    const left = until - Date.now();
    if (left <= 0) this.paused.delete(userId);
    else throw new SendingPausedError(Math.ceil(left / 1000));
  }
}
