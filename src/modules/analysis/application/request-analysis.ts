import { inject, injectable } from 'inversify';
import type { JobQueue } from '#src/platform/jobs/job-queue.ts';
import type { Logger } from '#src/platform/logger.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { EndedSession, SessionEndedListener } from '#src/modules/practice/index.ts';
import { ANALYSIS, ANALYSIS_QUEUE } from '../analysis.tokens.ts';
import type { AnalysisLog } from '../domain/ports.ts';

export interface AnalysisJob {
  sessionId: number;
}

/**
 * Ending a session asks for its analysis: a pending record in the same transaction as the end,
 * then a durable job. If the process dies between the two, `queueUnqueued` finds the record
 * without a job at the next start.
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
      // The session has ended all the same; the record waits for the next start's sweep.
      this.logger.error({ err, sessionId }, 'analysis: could not queue the job; it will be queued at the next start');
    }
  }

  async queue(sessionId: number): Promise<void> {
    const jobId = await this.jobs.send<AnalysisJob>(ANALYSIS_QUEUE, { sessionId });
    await this.log.queued(sessionId, jobId);
  }

  /** Queues every pending analysis that has no job; returns how many. */
  async queueUnqueued(): Promise<number> {
    const waiting = await this.log.unqueued();
    for (const { sessionId } of waiting) await this.queue(sessionId);
    return waiting.length;
  }
}
