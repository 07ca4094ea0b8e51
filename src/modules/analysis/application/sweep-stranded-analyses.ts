import { inject, injectable } from 'inversify';
import type { Config } from '#src/platform/config.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { ANALYSIS } from '../analysis.tokens.ts';
import type { SweepSchedule } from '../domain/ports.ts';
import { RequestAnalysis } from './request-analysis.ts';

/**
 * Servers: queues the pending analyses left without a live job — a send that failed after the session
 * ended or after a re-queue, a CLI re-run killed midway — at start and then about every
 * ANALYSIS_TIMEOUT_SECONDS (ADR 0048). That is also how long an analysis must have been quiet: an
 * attempt under way outside the job queue (a CLI re-run) has that long before it counts as abandoned.
 */
@injectable()
export class SweepStrandedAnalyses {
  constructor(
    @inject(RequestAnalysis) private readonly requests: RequestAnalysis,
    @inject(ANALYSIS.SweepSchedule) private readonly schedule: SweepSchedule,
    @inject(PLATFORM.Config) private readonly config: Config,
  ) {}

  /** Returns how many were queued. The next sweep is scheduled first, so a sweep that fails still leaves one. */
  async execute(): Promise<number> {
    await this.schedule.next(this.config.ANALYSIS_TIMEOUT_SECONDS);
    return this.requests.queueStranded(this.config.ANALYSIS_TIMEOUT_SECONDS);
  }
}
