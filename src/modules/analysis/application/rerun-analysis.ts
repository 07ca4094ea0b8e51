import { inject, injectable } from 'inversify';
import { FinishedConversations } from '#src/modules/practice/index.ts';
import { ANALYSIS } from '../analysis.tokens.ts';
import type { AnalysisLog, ResultRepository } from '../domain/ports.ts';
import { AnalyzeSession } from './analyze-session.ts';

/** Operators: analyse an ended session again now, in this process (e.g. after changing the analyzer). */
@injectable()
export class RerunAnalysis {
  constructor(
    @inject(AnalyzeSession) private readonly analyze: AnalyzeSession,
    @inject(FinishedConversations) private readonly conversations: FinishedConversations,
    @inject(ANALYSIS.AnalysisLog) private readonly log: AnalysisLog,
    @inject(ANALYSIS.ResultRepository) private readonly results: ResultRepository,
  ) {}

  /** `notFound`: there is no ended session of that id to analyse, which a script tells apart from an analysis that failed. */
  async execute(sessionId: number): Promise<{ ok: true; overall: number } | { ok: false; reason: string; notFound?: true }> {
    const conversation = await this.conversations.get(sessionId);
    if (!conversation || conversation.status !== 'Completed') return { ok: false, notFound: true, reason: `Session ${sessionId} does not exist or has not ended.` };
    await this.log.reopen(sessionId, conversation.userId);
    let outcome;
    try {
      outcome = await this.analyze.attempt(sessionId, { lastAttempt: true });
    } catch (error) {
      return { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
    // Read after the attempt: a failed one leaves the previous result, which must not pass for a new one.
    const result = await this.results.find(sessionId);
    if (outcome.status === 'failed') {
      const kept = result ? `; the previous result (overall ${result.overall}/10) stands` : '';
      return { ok: false, reason: `The analysis of session ${sessionId} failed: ${outcome.reason.replace(/\.$/, '')}${kept}.` };
    }
    return result ? { ok: true, overall: result.overall } : { ok: false, reason: 'No result was saved.' };
  }
}
