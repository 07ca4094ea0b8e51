import type { EntityManager } from '@mikro-orm/sql';
import type { JobQueue } from '#src/platform/jobs/job-queue.ts';
import type { SweepSchedule } from '../domain/ports.ts';
import { ANALYSIS_SWEEP_QUEUE } from '../analysis.tokens.ts';

/** Spreads sweeps that were scheduled together (see below). */
const JITTER = 0.1;

/**
 * The sweep as a chain of delayed jobs: each sweep, and each server's start, queues the next unless
 * one is waiting to run within the period (pg-boss's index of waiting jobs by queue and start time),
 * so servers share one chain and a restart does not add another. One due later — scheduled with a
 * longer period before a configuration change — is not waited for; it finds the sooner chain when it
 * runs and ends. Two servers that start together may run two chains for a while: the jitter pulls
 * them apart until one sees the other's waiting job (a sweep may run twice: it claims what it queues).
 */
export const jobQueueSweepSchedule = (jobs: JobQueue, em: EntityManager): SweepSchedule => ({
  async next(seconds) {
    const waiting = await em.execute(
      `select 1 from pgboss.job where name = ? and state < 'active' and start_after <= now() + make_interval(secs => ?) limit 1`,
      [ANALYSIS_SWEEP_QUEUE, seconds * (1 + JITTER) + 1],
    );
    if (waiting.length) return;
    const delayMs = seconds * 1000 * (1 + Math.random() * JITTER);
    await jobs.send(ANALYSIS_SWEEP_QUEUE, {}, { startAfter: new Date(Date.now() + delayMs) });
  },
});
