import { inject, injectable, optional } from 'inversify';
import type { LanguageModel, LanguageModelHealth } from '#src/platform/ai/language-model.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { FinishedConversations } from '#src/modules/practice/index.ts';
import { IDENTITY, type UserRepository } from '#src/modules/identity/index.ts';
import { ANALYSIS } from '../analysis.tokens.ts';
import type { AnalysisLog } from '../domain/ports.ts';

const RECENT = 10;
const DAY_MS = 86_400_000;
/** With no AI endpoint nothing can trip: the offline analyzer has no breaker. */
const NO_BREAKER: LanguageModelHealth = { state: 'Closed', isHealthy: true, failureCount: 0, successCount: 0, nextRetryTime: null };

/** SPEC §3 "Analysis retry stats", for the SuperAdmin's analysis monitoring. */
@injectable()
export class ViewAnalysisRetryStats {
  constructor(
    @inject(ANALYSIS.AnalysisLog) private readonly log: AnalysisLog,
    @inject(FinishedConversations) private readonly conversations: FinishedConversations,
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(PLATFORM.LanguageModel) @optional() private readonly model?: LanguageModel,
  ) {}

  async execute(now = new Date()) {
    const startOfDay = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
    const [today, lastDay, failures, retries, facts] = await Promise.all([
      this.log.stats(startOfDay), this.log.stats(new Date(now.getTime() - DAY_MS)),
      this.log.recentFailures(RECENT), this.log.recentRetries(RECENT), this.conversations.scenarioFacts(),
    ]);
    const emails = await this.emails([...failures, ...retries].map((r) => r.userId));
    const recentFailedSessions = await Promise.all(failures.map(async (f) => {
      const conversation = await this.conversations.get(f.sessionId);
      return {
        sessionId: f.sessionId,
        scenarioName: (conversation && facts.get(conversation.scenarioId)?.name) ?? '',
        userEmail: emails.get(f.userId) ?? '',
        endTime: (conversation?.endedAt ?? f.requestedAt).toISOString(),
        reason: f.lastError ?? '',
      };
    }));
    return {
      totalSessionsAnalyzedToday: today.analysed,
      pendingRetries: lastDay.pendingRetries,
      recentSuccessfulRetries: lastDay.successfulRetries,
      permanentlyFailedSessions: lastDay.permanentlyFailed,
      // Over the last 24 hours; with no attempts nothing has failed.
      successRate: lastDay.attempts ? Math.round((lastDay.successes / lastDay.attempts) * 1000) / 10 : 100,
      circuitBreakerStatus: this.model?.health() ?? NO_BREAKER,
      recentFailedSessions,
      recentRetryAttempts: retries.map((r) => ({
        sessionId: r.sessionId, userEmail: emails.get(r.userId) ?? '', wasSuccessful: r.wasSuccessful, attemptTime: r.attemptedAt.toISOString(),
      })),
    };
  }

  private async emails(userIds: number[]): Promise<Map<number, string>> {
    const unique = [...new Set(userIds)];
    const users = await Promise.all(unique.map((id) => this.users.findById(id)));
    return new Map(users.flatMap((u) => (u ? [[u.id, u.email] as const] : [])));
  }
}
