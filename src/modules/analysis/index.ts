import { ContainerModule, type Container, type Newable } from 'inversify';
import type { Config } from '#src/platform/config.ts';
import type { LanguageModel } from '#src/platform/ai/language-model.ts';
import type { Database } from '#src/platform/db/database.ts';
import type { EventBus } from '#src/platform/events/event-bus.ts';
import type { JobQueue } from '#src/platform/jobs/job-queue.ts';
import type { Logger } from '#src/platform/logger.ts';
import type { HubServer } from '#src/platform/realtime/hub-server.ts';
import { PLATFORM, type RealtimeBinding, type StartupTask } from '#src/platform/tokens.ts';
import { PRACTICE } from '#src/modules/practice/index.ts';
import { ANALYSIS, ANALYSIS_DEAD_LETTER_QUEUE, ANALYSIS_QUEUE } from './analysis.tokens.ts';
import type { AchievementRepository } from './domain/ports.ts';
import type { SkillAnalyzer } from './domain/skill-analyzer.ts';
import { MikroOrmResultRepository } from './infrastructure/mikro-orm-result.repository.ts';
import { MikroOrmAnalysisLog } from './infrastructure/mikro-orm-analysis.log.ts';
import { MikroOrmAchievementRepository } from './infrastructure/mikro-orm-achievement.repository.ts';
import { readAchievementCatalogue } from './infrastructure/json-file-achievement-catalogue.ts';
import { OfflineSkillAnalyzer } from './infrastructure/offline/offline-skill-analyzer.ts';
import { OpenAiSkillAnalyzer } from './infrastructure/openai-skill-analyzer.ts';
import { TopScenarios } from './application/top-scenarios.ts';
import { Achievements } from './application/achievements.ts';
import { AnalyzeSession } from './application/analyze-session.ts';
import { RequestAnalysis, type AnalysisJob } from './application/request-analysis.ts';
import { ViewResults } from './application/view-results.ts';
import { MonitorAnalysis } from './application/monitor-analysis.ts';
import { resultsRouter } from './http/results.routes.ts';
import { relayAnalysisEvents } from './realtime/analysis-events.relay.ts';

export { analysisEntities } from './infrastructure/analysis.entities.ts';
export { readAchievementCatalogue } from './infrastructure/json-file-achievement-catalogue.ts';
export { ANALYSIS, TopScenarios, AnalyzeSession, RequestAnalysis, Achievements };
export type { ResultRepository, AnalysisLog } from './domain/ports.ts';
export type { SkillAnalyzer, AnalysisTranscript, SkillAnalysis } from './domain/skill-analyzer.ts';
export { SKILLS, type SessionResult, type Skill } from './domain/result.ts';

/** With an AI endpoint the model analyses; without one the deterministic rubric does (DESIGN §5). */
export function skillAnalyzerFor(config: Config, model?: LanguageModel): SkillAnalyzer {
  return config.aiConfigured && model ? new OpenAiSkillAnalyzer(model) : new OfflineSkillAnalyzer();
}

const USE_CASES = [TopScenarios, Achievements, AnalyzeSession, RequestAnalysis, ViewResults, MonitorAnalysis];

export const analysisModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    bind(ANALYSIS.ResultRepository).to(MikroOrmResultRepository).inSingletonScope();
    bind(ANALYSIS.AnalysisLog).to(MikroOrmAnalysisLog).inSingletonScope();
    bind(ANALYSIS.AchievementRepository).to(MikroOrmAchievementRepository).inSingletonScope();
    bind(ANALYSIS.SkillAnalyzer).toDynamicValue((ctx) =>
      skillAnalyzerFor(config, config.aiConfigured ? ctx.get<LanguageModel>(PLATFORM.LanguageModel) : undefined),
    ).inSingletonScope();
    for (const useCase of USE_CASES as Newable<unknown>[]) bind(useCase).toSelf().inSingletonScope();
    bind(PRACTICE.SessionEndedListeners).toService(RequestAnalysis);
    bind(PLATFORM.HttpRouter).toDynamicValue((ctx) => resultsRouter(ctx.get<Container>(PLATFORM.Container)));
    bind<RealtimeBinding>(PLATFORM.RealtimeBinding).toDynamicValue((ctx) => ({
      attach: () => relayAnalysisEvents(ctx.get<EventBus>(PLATFORM.EventBus), ctx.get<HubServer>(PLATFORM.HubServer)),
    }));

    bind<StartupTask>(PLATFORM.StartupTask).toDynamicValue((ctx) => ({
      name: 'analysis: the job queues and the achievement catalogue',
      async run() {
        const jobs = ctx.get<JobQueue>(PLATFORM.JobQueue);
        await jobs.define({
          name: ANALYSIS_QUEUE, attempts: config.ANALYSIS_ATTEMPTS, retryDelaySeconds: config.ANALYSIS_RETRY_DELAY_SECONDS,
          timeoutSeconds: config.ANALYSIS_TIMEOUT_SECONDS, deadLetter: ANALYSIS_DEAD_LETTER_QUEUE,
        });
        // The content pack is the source of the catalogue: synced on every start, by key.
        await ctx.get<AchievementRepository>(ANALYSIS.AchievementRepository).sync(readAchievementCatalogue(config.CONTENT_DIR));
      },
    }));
    bind<StartupTask>(PLATFORM.StartupTask).toDynamicValue((ctx) => ({
      name: 'analysis: run analysis jobs, and queue those whose job was never queued',
      serverOnly: true,
      async run() {
        const jobs = ctx.get<JobQueue>(PLATFORM.JobQueue);
        const db = ctx.get<Database>(PLATFORM.Database);
        const analyze = ctx.get(AnalyzeSession);
        await jobs.work<AnalysisJob>(ANALYSIS_QUEUE, (job) =>
          db.inContext(() => analyze.attempt(job.data.sessionId, { lastAttempt: job.lastAttempt })), { concurrency: config.ANALYSIS_CONCURRENCY });
        // A job lands here when its last attempt timed out (its process died): record that it failed.
        await jobs.work<AnalysisJob>(ANALYSIS_DEAD_LETTER_QUEUE, (job) =>
          db.inContext(() => analyze.failIfPending(job.data.sessionId, 'Every attempt failed or ran out of time.')));
        const queued = await ctx.get(RequestAnalysis).queueUnqueued();
        if (queued) ctx.get<Logger>(PLATFORM.Logger).info({ queued }, 'analysis: queued analyses left without a job');
      },
    }));
  });
