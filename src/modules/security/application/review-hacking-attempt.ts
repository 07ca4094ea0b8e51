import { inject, injectable } from 'inversify';
import { SECURITY } from '../security.tokens.ts';
import type { HackingAttemptRepository } from '../domain/ports.ts';
import type { InjectionClassifier } from '../domain/screening.ts';
import { isAnonymised } from '../domain/hacking-attempt.ts';

/**
 * The LLM's second opinion on a recorded attempt (SPEC §2 "AI analysis" and the suggested action).
 * It runs in a job, so the learner never waits for it; the risk level enforced at the time stays.
 */
@injectable()
export class ReviewHackingAttempt {
  constructor(
    @inject(SECURITY.HackingAttemptRepository) private readonly attempts: HackingAttemptRepository,
    @inject(SECURITY.AttemptReviewer) private readonly reviewer: InjectionClassifier,
  ) {}

  async execute(attemptId: number): Promise<void> {
    const attempt = await this.attempts.find(attemptId);
    // Anonymised with its account (ADR 0030): nothing left to review.
    if (!attempt || attempt.reviewedBy === 'llm' || isAnonymised(attempt)) return;
    // Only the learner's messages are sent for review; a withheld leak keeps the guard's own account.
    const locale = attempt.userLocale === 'ru' ? 'ru' : 'en';
    const learner = { userId: attempt.userId ?? undefined, sessionId: attempt.sessionId ?? undefined };
    const review = await this.reviewer.classify(attempt.message, locale, { learner });
    await this.attempts.saveReview(attemptId, { reasoning: review.reasoning, suggestedAction: review.suggestedAction });
  }
}
