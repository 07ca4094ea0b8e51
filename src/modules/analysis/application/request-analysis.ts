import { inject, injectable } from 'inversify';
import type { JobQueue } from '#src/platform/jobs/job-queue.ts';
import type { Logger } from '#src/platform/logger.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { EndedSession, SessionEndedListener } from '#src/modules/practice/index.ts';
import { ANALYSIS, ANALYSIS_QUEUE } from '../analysis.tokens.ts';
import type { AnalysisLog } from '../domain/ports.ts';

/** A sweep queues at most this many; a larger backlog (after an outage) goes over the next sweeps. */
const SWEEP_BATCH = 500;

export interface AnalysisJob {
  sessionId: number;
}

/**
 * Ending a session asks for its analysis: a pending record in the same transaction as the end,
 * then a durable job. If the job cannot be queued (the process dies in between, the queue refuses),
 * `queueStranded` finds the record without a job at the next sweep.
 */
@injectable()
export class RequestAnalysis implements SessionEndedListener {
  constructor(
    @inject(ANALYSIS.AnalysisLog) private readonly log: AnalysisLog,
    @inject(PLATFORM.JobQueue) private readonly jobs: JobQueue,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
  ) {}

  recordEnded({ sessionId, userId }: EndedSession): Promise<void> {
    return this.log.requested(sessionId, userId);
  }

  async afterEnded({ sessionId }: EndedSession): Promise<void> {
    try {
      await this.queue(sessionId);
    } catch (err) {
      // The session has ended all the same; the record waits for the next sweep.
      this.logger.error({ err, sessionId }, 'analysis: could not queue the job; the next sweep queues it');
    }
  }

  async queue(sessionId: number): Promise<void> {
    const jobId = await this.jobs.send<AnalysisJob>(ANALYSIS_QUEUE, { sessionId });
    await this.log.queued(sessionId, jobId);
  }

  /**
   * Queues the pending analyses with no live job that have been quiet for `quietSeconds` (long enough
   * for a CLI re-run, or any other attempt still under way, to finish); returns how many were queued.
   * One that cannot be queued is claimed all the same: it waits for a later sweep, and the rest go on.
   */
  async queueStranded(quietSeconds: number): Promise<number> {
    let queued = 0;
    for (const sessionId of await this.log.stranded(quietSeconds, SWEEP_BATCH)) {
      try {
        await this.queue(sessionId);
        queued++;
      } catch (err) {
        this.logger.error({ err, sessionId }, 'analysis: could not queue a stranded analysis; a later sweep tries again');
      }
    }
    return queued;
  }
}
