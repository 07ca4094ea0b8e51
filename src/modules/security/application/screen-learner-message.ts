import { inject, injectable } from 'inversify';
import type { Logger } from '#src/platform/logger.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { MessageScreen, ScreenedMessage } from '#src/modules/practice/index.ts';
import { SECURITY } from '../security.tokens.ts';
import { newAttempt } from '../domain/hacking-attempt.ts';
import type { AttemptReviews, HackingAttemptRepository } from '../domain/ports.ts';
import { isBlocked, isRecorded } from '../domain/risk.ts';
import type { InjectionClassifier } from '../domain/screening.ts';
import { MessageBlockedError } from '../domain/security.errors.ts';

/**
 * OWASP LLM01: every learner message is screened before it is kept or reaches a model. Medium is
 * let through and recorded; High and Critical are recorded and refused, and the character never
 * sees them. A recorded attempt is given to the LLM for a second opinion, later.
 */
@injectable()
export class ScreenLearnerMessage implements MessageScreen {
  constructor(
    @inject(SECURITY.InjectionClassifier) private readonly classifier: InjectionClassifier,
    @inject(SECURITY.HackingAttemptRepository) private readonly attempts: HackingAttemptRepository,
    @inject(SECURITY.AttemptReviews) private readonly reviews: AttemptReviews,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
  ) {}

  async screen(message: ScreenedMessage): Promise<void> {
    const screening = await this.classifier.classify(message.text, message.locale);
    if (!isRecorded(screening.riskLevel)) return;
    const blocked = isBlocked(screening.riskLevel);
    const attempt = await this.attempts.add(newAttempt(message, {
      riskLevel: screening.riskLevel, wasBlocked: blocked, patterns: screening.patterns, reasoning: screening.reasoning,
      suggestedAction: screening.suggestedAction, source: 'input', modelOutput: null,
    }, new Date()));
    this.logger.warn({ attemptId: attempt.id, userId: message.userId, sessionId: message.sessionId, riskLevel: attempt.riskLevel, blocked,
      patterns: attempt.patterns }, 'prompt-injection attempt recorded');
    // The LLM's review is a second opinion: failing to queue it must not change what the learner gets.
    await this.reviews.request(attempt).catch((e: unknown) => this.logger.error({ err: e, attemptId: attempt.id }, 'could not queue the attempt\'s review'));
    if (blocked) throw new MessageBlockedError();
  }
}
