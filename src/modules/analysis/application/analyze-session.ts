import { inject, injectable } from 'inversify';
import type { EventBus } from '#src/platform/events/event-bus.ts';
import type { Logger } from '#src/platform/logger.ts';
import type { Transactions } from '#src/platform/db/transactions.ts';
import type { BusEvent } from '#src/platform/events/bus-event.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { FinishedConversations, type FinishedConversation } from '#src/modules/practice/index.ts';
import { ANALYSIS } from '../analysis.tokens.ts';
import { AnalysisCompleted, AnalysisFailed } from '../analysis.events.ts';
import type { AnalysisLog, ExperienceLedger, ResultRepository, SkillAnalysis, SkillAnalyzer } from '../domain/ports.ts';
import { pointsEarned } from '../domain/experience.ts';
import { AnalysisFailedError } from '../domain/analysis.errors.ts';
import { EvaluateAchievements } from './evaluate-achievements.ts';
import type { AchievementView } from './achievement-standing.ts';

export interface Attempt {
  /** No retry follows: a failure now is final (see `giveUp`). */
  lastAttempt: boolean;
}

/** What an attempt came to; `skipped`: nothing to do, or its result was not kept (see `save`). */
export type AttemptOutcome = { status: 'analysed' } | { status: 'failed'; reason: string } | { status: 'skipped' };

/** PostgreSQL refuses NOTIFY payloads over 8,000 bytes; the results page lists every achievement anyway. */
const MAX_EVENT_BYTES = 6000;
function fitting(achievements: AchievementView[]): AchievementView[] {
  const kept = [...achievements];
  while (kept.length && Buffer.byteLength(JSON.stringify(kept)) > MAX_EVENT_BYTES) kept.pop();
  return kept;
}

/** What the learner is told when every attempt failed (the reason itself is for operators). */
const FAILED_MESSAGE = new AnalysisFailedError().message;

/** Scores one ended session, saves the result, awards achievements and tells the learner. */
@injectable()
export class AnalyzeSession {
  constructor(
    @inject(ANALYSIS.SkillAnalyzer) private readonly analyzer: SkillAnalyzer,
    @inject(ANALYSIS.ResultRepository) private readonly results: ResultRepository,
    @inject(ANALYSIS.AnalysisLog) private readonly log: AnalysisLog,
    @inject(FinishedConversations) private readonly conversations: FinishedConversations,
    @inject(EvaluateAchievements) private readonly achievements: EvaluateAchievements,
    @inject(ANALYSIS.ExperienceLedger) private readonly experience: ExperienceLedger,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
    @inject(PLATFORM.EventBus) private readonly bus: EventBus,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
  ) {}

  /**
   * One attempt, as the job queue runs it: a thrown error fails the attempt (and the queue
   * retries it). The last attempt records the failure and ends the job without throwing: a job
   * failed for good would also land in the dead-letter queue, whose handler could fail again an
   * analysis a SuperAdmin re-queued meanwhile. A duplicate job for an analysed session does nothing.
   */
  async attempt(sessionId: number, { lastAttempt }: Attempt): Promise<AttemptOutcome> {
    const record = await this.log.find(sessionId);
    if (!record || record.status !== 'Pending') return { status: 'skipped' };
    // Counted per session across jobs, so an attempt after a re-queue still shows as a retry.
    const attempt = record.attempts + 1;
    const conversation = await this.conversations.get(sessionId);
    if (!conversation || conversation.status !== 'Completed') {
      const reason = 'The session no longer exists or has not ended.';
      await this.fail(sessionId, record.userId, reason);
      return { status: 'failed', reason };
    }
    let analysis: SkillAnalysis;
    try {
      analysis = await this.analyzer.analyze({
        locale: conversation.locale,
        characters: conversation.characters,
        rubric: conversation.rubric,
        learner: { userId: conversation.userId, sessionId },
        messages: conversation.lines.map((l) => ({ role: l.role, content: l.content, speakerName: l.speakerName ?? undefined, speakerRole: l.speakerRole ?? undefined })),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await this.log.attempted({ sessionId, userId: conversation.userId, attempt, wasSuccessful: false, error: reason, attemptedAt: new Date() });
      if (!lastAttempt) throw error;
      await this.giveUp(sessionId, conversation.userId, reason);
      this.logger.warn({ err: error, sessionId, attempt }, 'analysis: the last attempt failed');
      return { status: 'failed', reason };
    }
    const newAchievements = await this.save(conversation, analysis, attempt);
    if (!newAchievements) return { status: 'skipped' }; // the account was deleted while the analysis ran, or a duplicate job finished first
    await this.tell(AnalysisCompleted, { userId: conversation.userId, sessionId, newAchievements: fitting(newAchievements) });
    return { status: 'analysed' };
  }

  /** The result is saved whatever happens here: a lost event only means the page polls for it. */
  private async tell<T extends { sessionId: number }>(event: BusEvent<T>, payload: T): Promise<void> {
    try {
      await this.bus.publish(event, payload);
    } catch (err) {
      this.logger.error({ err, event: event.name, sessionId: payload.sessionId }, 'analysis: could not tell the learner');
    }
  }

  /** For jobs that died on their last attempt, where no handler could record why. */
  async failIfPending(sessionId: number, reason: string): Promise<void> {
    const record = await this.log.find(sessionId);
    if (record?.status === 'Pending') await this.giveUp(sessionId, record.userId, reason);
  }

  /**
   * A re-analysis that failed for good leaves the result it was to replace standing: the record is
   * Completed again and the learner, who still sees that result, is told nothing (ADR 0048). Without
   * a result the failure is recorded and the learner told.
   */
  private async giveUp(sessionId: number, userId: number, reason: string): Promise<void> {
    if (await this.results.find(sessionId)) await this.log.completed(sessionId);
    else await this.fail(sessionId, userId, reason);
  }

  /** Records a permanent failure once, and tells the learner. */
  private async fail(sessionId: number, userId: number, reason: string): Promise<void> {
    if (await this.log.failed(sessionId, reason)) await this.tell(AnalysisFailed, { userId, sessionId, message: FAILED_MESSAGE });
  }

  /**
   * Null, and nothing written, when the account or the pending record is gone: the account was
   * deleted while the analysis ran, or a duplicate job finished first. The account's row is locked
   * before the record's, as a deletion locks them, so the two wait for each other instead of deadlocking.
   */
  private save(conversation: FinishedConversation, analysis: SkillAnalysis, attempt: number): Promise<AchievementView[] | null> {
    const { sessionId, userId } = conversation;
    return this.transactions.run(async () => {
      if (!(await this.experience.holdAccount(userId)) || !(await this.log.completed(sessionId))) return null;
      const previous = await this.results.find(sessionId); // a re-analysis replaces it
      await this.results.save({
        sessionId, userId, scenarioId: conversation.scenarioId, personaName: conversation.personaName, locale: conversation.locale,
        coachEnabled: conversation.coachEnabled, analyzer: this.analyzer.kind, overall: analysis.overall, scores: analysis.scores,
        strengths: analysis.strengths, improvements: analysis.improvements, findings: analysis.findings, completedAt: conversation.endedAt ?? new Date(),
      });
      await this.log.attempted({ sessionId, userId, attempt, wasSuccessful: true, error: null, attemptedAt: new Date() });
      const earned = await this.achievements.execute(userId, sessionId);
      await this.experience.add(userId, pointsEarned(analysis.overall, previous?.overall ?? null, earned.map((a) => a.tier)));
      return earned;
    });
  }
}
