import { ContainerModule } from 'inversify';
import type { Config } from '#src/platform/config.ts';
import type { LanguageModel } from '#src/platform/ai/language-model.ts';
import type { EntityManager } from '@mikro-orm/sql';
import type { JobQueue } from '#src/platform/jobs/job-queue.ts';
import { bindResolved, bindUseCases } from '#src/platform/di.ts';
import { bindExportTables } from '#src/platform/export/table-section.ts';
import { analysisExportTables } from './infrastructure/analysis.export-tables.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { PRACTICE } from '#src/modules/practice/index.ts';
import { IDENTITY } from '#src/modules/identity/index.ts';
import { ANALYSIS, ANALYSIS_DEAD_LETTER_QUEUE, ANALYSIS_QUEUE, ANALYSIS_SWEEP_QUEUE } from './analysis.tokens.ts';
import type { SkillAnalyzer } from './domain/ports.ts';
import { MikroOrmResultRepository } from './infrastructure/mikro-orm-result.repository.ts';
import { MikroOrmAnalysisLog } from './infrastructure/mikro-orm-analysis.log.ts';
import { jobQueueSweepSchedule } from './infrastructure/job-queue-sweep-schedule.ts';
import { MikroOrmAchievementRepository } from './infrastructure/mikro-orm-achievement.repository.ts';
import { MikroOrmTeamResults } from './infrastructure/mikro-orm-team-results.ts';
import { MikroOrmProgressResults } from './infrastructure/mikro-orm-progress-results.ts';
import { WrittenSessionScores } from './infrastructure/written-session-scores.ts';
import { MikroOrmPersonalDataEraser } from './infrastructure/mikro-orm-personal-data.eraser.ts';
import { readAchievementCatalogue } from './infrastructure/json-file-achievement-catalogue.ts';
import { OfflineSkillAnalyzer } from './infrastructure/offline/offline-skill-analyzer.ts';
import { OpenAiSkillAnalyzer } from './infrastructure/openai-skill-analyzer.ts';
import { TopScenarios } from './application/top-scenarios.ts';
import { AchievementStanding } from './application/achievement-standing.ts';
import { EvaluateAchievements } from './application/evaluate-achievements.ts';
import { ListAchievements } from './application/list-achievements.ts';
import { ListSessionAchievements } from './application/list-session-achievements.ts';
import { AnalyzeSession } from './application/analyze-session.ts';
import { RerunAnalysis } from './application/rerun-analysis.ts';
import { RequestAnalysis, type AnalysisJob } from './application/request-analysis.ts';
import { RetryFailedAnalyses } from './application/retry-failed-analyses.ts';
import { SweepStrandedAnalyses } from './application/sweep-stranded-analyses.ts';
import { ViewSessionResult } from './application/view-session-result.ts';
import { ListResultHistory } from './application/list-result-history.ts';
import { ViewAverageScores } from './application/view-average-scores.ts';
import { ViewProgress } from './application/view-progress.ts';
import { ViewAnalysisRetryStats } from './application/view-analysis-retry-stats.ts';
import { ScoreRecords } from './application/score-records.ts';
import { ViewTeamOverview } from './application/view-team-overview.ts';
import { ViewTeamSkills } from './application/view-team-skills.ts';
import { ExportTeamProgress } from './application/export-team-progress.ts';
import { resultsRouter } from './http/results.routes.ts';
import { teamAnalyticsRouter } from './http/team-analytics.routes.ts';
import { relayAnalysisEvents } from './realtime/analysis-events.relay.ts';

export { analysisEntities } from './infrastructure/analysis.entities.ts';
export { readAchievementCatalogue } from './infrastructure/json-file-achievement-catalogue.ts';
export { ANALYSIS, TopScenarios, AnalyzeSession, RerunAnalysis, RequestAnalysis, RetryFailedAnalyses, ScoreRecords };
export { ViewTeamOverview, ViewTeamSkills, ExportTeamProgress };
export type { ScoreRecord, ScenarioScoreRecord } from './application/score-records.ts';
export { AnalysisCompleted, AnalysisFailed } from './analysis.events.ts';
export type { ResultRepository, AnalysisLog, SkillAnalyzer, AnalysisTranscript, SkillAnalysis } from './domain/ports.ts';
export { SKILLS, type SessionResult, type Skill } from './domain/result.ts';

/** With an AI endpoint the model analyses; without one the deterministic rubric does (DESIGN §5). */
export function skillAnalyzerFor(config: Config, model?: LanguageModel): SkillAnalyzer {
  return config.aiConfigured && model ? new OpenAiSkillAnalyzer(model) : new OfflineSkillAnalyzer();
}

const USE_CASES = [TopScenarios, AchievementStanding, EvaluateAchievements, ListAchievements, ListSessionAchievements, AnalyzeSession,
  RerunAnalysis, RequestAnalysis, RetryFailedAnalyses, SweepStrandedAnalyses, ViewSessionResult, ListResultHistory, ViewAverageScores, ViewProgress, ViewAnalysisRetryStats, ScoreRecords,
  ViewTeamOverview, ViewTeamSkills, ExportTeamProgress];

export const analysisModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    bind(ANALYSIS.ResultRepository).to(MikroOrmResultRepository).inSingletonScope();
    bind(ANALYSIS.AnalysisLog).to(MikroOrmAnalysisLog).inSingletonScope();
    bind(ANALYSIS.AchievementRepository).to(MikroOrmAchievementRepository).inSingletonScope();
    bind(ANALYSIS.TeamResults).to(MikroOrmTeamResults).inSingletonScope();
    bind(ANALYSIS.ProgressResults).to(MikroOrmProgressResults).inSingletonScope();
    bind(ANALYSIS.SweepSchedule).toResolvedValue((jobs: JobQueue, em: EntityManager) => jobQueueSweepSchedule(jobs, em),
      [PLATFORM.JobQueue, PLATFORM.EntityManager]).inSingletonScope();
    bind(ANALYSIS.SkillAnalyzer).toResolvedValue(
      (model?: LanguageModel) => skillAnalyzerFor(config, model),
      [{ serviceIdentifier: PLATFORM.LanguageModel, optional: true }],
    ).inSingletonScope();
    bindUseCases(bind, USE_CASES);
    bind(PRACTICE.SessionEndedListeners).toService(RequestAnalysis);
    bind(PRACTICE.SessionScores).to(WrittenSessionScores).inSingletonScope();
    bind(ANALYSIS.ExperienceLedger).toService(IDENTITY.ExperienceLedger);
    bind(ANALYSIS.LearnerTimeZones).toService(IDENTITY.LearnerTimeZones);
    bindExportTables(bind, analysisExportTables);
    // Deleting an account (identity's DeleteUser, ADR 0030) erases its results and achievements here.
    bind(IDENTITY.PersonalDataErasers).to(MikroOrmPersonalDataEraser).inSingletonScope();
    bindResolved(bind, PLATFORM.HttpRouter, {
      topScenarios: TopScenarios, viewSessionResult: ViewSessionResult, listResultHistory: ListResultHistory,
      viewAverageScores: ViewAverageScores, viewProgress: ViewProgress, listAchievements: ListAchievements, listSessionAchievements: ListSessionAchievements,
      viewAnalysisRetryStats: ViewAnalysisRetryStats, retryFailedAnalyses: RetryFailedAnalyses,
    }, resultsRouter);
    bindResolved(bind, PLATFORM.HttpRouter,
      { viewTeamOverview: ViewTeamOverview, viewTeamSkills: ViewTeamSkills, exportTeamProgress: ExportTeamProgress }, teamAnalyticsRouter);
    bindResolved(bind, PLATFORM.RealtimeBinding, { events: PLATFORM.EventBus }, ({ events }) => ({
      attach: (hubs) => relayAnalysisEvents(events, hubs),
    }));

    bindResolved(bind, PLATFORM.StartupTask, { jobs: PLATFORM.JobQueue, achievements: ANALYSIS.AchievementRepository }, ({ jobs, achievements }) => ({
      name: 'analysis: the job queues and the achievement catalogue',
      writes: true,
      async run() {
        await jobs.define({
          name: ANALYSIS_QUEUE, attempts: config.ANALYSIS_ATTEMPTS, retryDelaySeconds: config.ANALYSIS_RETRY_DELAY_SECONDS,
          timeoutSeconds: config.ANALYSIS_TIMEOUT_SECONDS, deadLetter: ANALYSIS_DEAD_LETTER_QUEUE,
        });
        // A failed sweep is retried; one that still fails leaves the chain to the next server start.
        await jobs.define({ name: ANALYSIS_SWEEP_QUEUE, attempts: 10, retryDelaySeconds: 30, timeoutSeconds: 120 });
        // The content pack is the source of the catalogue: synced on every start, by key.
        await achievements.sync(readAchievementCatalogue(config.CONTENT_DIR));
      },
    }));
    bindResolved(bind, PLATFORM.StartupTask, {
      jobs: PLATFORM.JobQueue, db: PLATFORM.Database, logger: PLATFORM.Logger, analyze: AnalyzeSession, sweep: SweepStrandedAnalyses,
    }, ({ jobs, db, logger, analyze, sweep }) => ({
      name: 'analysis: run analysis jobs, and queue those left without one (now and periodically)',
      serverOnly: true,
      async run() {
        await jobs.work<AnalysisJob>(ANALYSIS_QUEUE, async (job) => {
          await db.inContext(() => analyze.attempt(job.data.sessionId, { lastAttempt: job.lastAttempt }));
        }, { concurrency: config.ANALYSIS_CONCURRENCY });
        // A job lands here when its last attempt timed out (its process died): record that it failed.
        await jobs.work<AnalysisJob>(ANALYSIS_DEAD_LETTER_QUEUE, (job) =>
          db.inContext(() => analyze.failIfPending(job.data.sessionId, 'Every attempt failed or ran out of time.')));
        const sweepOnce = async () => {
          const queued = await sweep.execute();
          if (queued) logger.info({ queued }, 'analysis: queued analyses left without a job');
        };
        await jobs.work(ANALYSIS_SWEEP_QUEUE, () => db.inContext(sweepOnce));
        await sweepOnce();
      },
    }));
  });
