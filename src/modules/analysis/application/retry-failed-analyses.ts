import { inject, injectable } from 'inversify';
import type { Logger } from '#src/platform/logger.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { ANALYSIS } from '../analysis.tokens.ts';
import type { AnalysisLog } from '../domain/ports.ts';
import { RequestAnalysis } from './request-analysis.ts';

/** SuperAdmin / CLI: every permanently failed analysis goes back into the queue; returns how many. */
@injectable()
export class RetryFailedAnalyses {
  constructor(
    @inject(ANALYSIS.AnalysisLog) private readonly log: AnalysisLog,
    @inject(RequestAnalysis) private readonly requests: RequestAnalysis,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
  ) {}

  /** Each reopened analysis counts: one whose job could not be queued is pending, and the sweep queues it. */
  async execute(): Promise<number> {
    const reopened = await this.log.reopenFailed();
    for (const sessionId of reopened) {
      try {
        await this.requests.queue(sessionId);
      } catch (err) {
        this.logger.error({ err, sessionId }, 'analysis: could not queue a re-opened analysis; the next sweep queues it');
      }
    }
    return reopened.length;
  }
}
