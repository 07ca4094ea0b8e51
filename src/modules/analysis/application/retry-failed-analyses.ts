import { inject, injectable } from 'inversify';
import { ANALYSIS } from '../analysis.tokens.ts';
import type { AnalysisLog } from '../domain/ports.ts';
import { RequestAnalysis } from './request-analysis.ts';

/** SuperAdmin / CLI: every permanently failed analysis goes back into the queue; returns how many. */
@injectable()
export class RetryFailedAnalyses {
  constructor(
    @inject(ANALYSIS.AnalysisLog) private readonly log: AnalysisLog,
    @inject(RequestAnalysis) private readonly requests: RequestAnalysis,
  ) {}

  async execute(): Promise<number> {
    const failed = await this.log.reopenFailed();
    for (const { sessionId } of failed) await this.requests.queue(sessionId);
    return failed.length;
  }
}
