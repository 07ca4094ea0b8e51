import type { JobQueue } from '#src/platform/jobs/job-queue.ts';
import type { ExpirySchedule } from '../domain/ports.ts';
import { PREMIUM_EXPIRY_QUEUE } from '../billing.tokens.ts';

export interface ExpiryJob {
  userId: number;
}

/** One delayed job per Premium period, due when it ends; the handler settles whatever the account says then. */
export const jobQueueExpirySchedule = (jobs: JobQueue): ExpirySchedule => ({
  async expireAt(userId, at) {
    await jobs.send<ExpiryJob>(PREMIUM_EXPIRY_QUEUE, { userId }, { startAfter: at });
  },
});
