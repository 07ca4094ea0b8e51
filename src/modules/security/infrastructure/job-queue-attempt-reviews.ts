import type { JobQueue } from '#src/platform/jobs/job-queue.ts';
import type { AttemptReviews } from '../domain/ports.ts';
import { REVIEW_QUEUE, type ReviewJob } from '../security.tokens.ts';

/** Reviews go through the durable job queue: they survive a crash and are retried with backoff. */
export class JobQueueAttemptReviews implements AttemptReviews {
  constructor(private readonly jobs: JobQueue) {}

  async request(attemptId: number): Promise<void> {
    await this.jobs.send<ReviewJob>(REVIEW_QUEUE, { attemptId });
  }
}

/** With no AI endpoint there is nobody to ask: the offline classifier's reasoning is the record. */
export const noAttemptReviews: AttemptReviews = { request: async () => {} };
