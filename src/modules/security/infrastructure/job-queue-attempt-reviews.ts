import type { JobQueue } from '#src/platform/jobs/job-queue.ts';
import type { AiAllowance } from '#src/modules/practice/index.ts';
import type { AttemptReviews } from '../domain/ports.ts';
import { REVIEW_QUEUE, type ReviewJob } from '../security.tokens.ts';

/**
 * Reviews go through the durable job queue: they survive a crash and are retried with backoff. A
 * review is a model call on the attacker's account: once their daily AI allowance is spent (OWASP
 * LLM10), their attempts keep the offline classifier's reasoning, so a loop of blocked messages
 * cannot run up the provider's bill.
 */
export class JobQueueAttemptReviews implements AttemptReviews {
  constructor(
    private readonly jobs: JobQueue,
    private readonly allowance: AiAllowance,
  ) {}

  async request(attempt: { id: number; userId: number | null; sessionId: number | null }): Promise<void> {
    if (attempt.userId !== null) {
      const left = await this.allowance.remaining({ userId: attempt.userId, sessionId: attempt.sessionId ?? 0 });
      if (left.calls <= 0 || left.tokens <= 0) return;
    }
    await this.jobs.send<ReviewJob>(REVIEW_QUEUE, { attemptId: attempt.id });
  }
}

/** With no AI endpoint there is nobody to ask: the offline classifier's reasoning is the record. */
export const noAttemptReviews: AttemptReviews = { request: async () => {} };
