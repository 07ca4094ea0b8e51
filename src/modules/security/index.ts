import { ContainerModule } from 'inversify';
import type { Config } from '#src/platform/config.ts';
import type { LanguageModel } from '#src/platform/ai/language-model.ts';
import type { Database } from '#src/platform/db/database.ts';
import type { JobQueue } from '#src/platform/jobs/job-queue.ts';
import type { EventBus } from '#src/platform/events/event-bus.ts';
import type { Logger } from '#src/platform/logger.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { bindResolved, bindUseCases } from '#src/platform/di.ts';
import { bindExportTables } from '#src/platform/export/table-section.ts';
import { securityExportTables } from './infrastructure/security.export-tables.ts';
import { PRACTICE } from '#src/modules/practice/index.ts';
import { IDENTITY } from '#src/modules/identity/index.ts';
import { CURRICULUM } from '#src/modules/curriculum/index.ts';
import { REVIEW_QUEUE, SECURITY, type ReviewJob } from './security.tokens.ts';
import { SendingPaused } from './security.events.ts';
import { MikroOrmHackingAttemptRepository } from './infrastructure/mikro-orm-hacking-attempt.repository.ts';
import { MikroOrmAiUsageLedger } from './infrastructure/mikro-orm-ai-usage.ledger.ts';
import { MikroOrmPersonalDataEraser } from './infrastructure/mikro-orm-personal-data.eraser.ts';
import { OfflineInjectionClassifier } from './infrastructure/offline/offline-injection-classifier.ts';
import { OpenAiInjectionClassifier } from './infrastructure/openai-injection-classifier.ts';
import { JobQueueAttemptReviews, noAttemptReviews } from './infrastructure/job-queue-attempt-reviews.ts';
import { ScreenLearnerMessage } from './application/screen-learner-message.ts';
import { GuardCharacterReplies } from './application/guard-character-replies.ts';
import { ScreenLearnerGoals } from './application/screen-learner-goals.ts';
import { ListHackingAttempts } from './application/list-hacking-attempts.ts';
import { ViewHackingAttempt, ViewHackingAttemptStatistics } from './application/view-hacking-attempt.ts';
import { ReviewHackingAttempt } from './application/review-hacking-attempt.ts';
import { ScanMessages } from './application/scan-messages.ts';
import { RecordAiUsage } from './application/record-ai-usage.ts';
import { DailyAiAllowance } from './application/daily-ai-allowance.ts';
import { ViewAiUsage } from './application/view-ai-usage.ts';
import { PruneAiUsage } from './application/prune-ai-usage.ts';
import { PruneHackingAttempts } from './application/prune-hacking-attempts.ts';
import { ExportSystemData } from './application/export-system-data.ts';
import { hackingAttemptsRouter } from './http/hacking-attempts.routes.ts';
import { aiUsageRouter } from './http/ai-usage.routes.ts';
import { exportRouter } from './http/export.routes.ts';
import { MikroOrmAuditTrail } from './infrastructure/mikro-orm-audit-trail.ts';
import { ListAuditEntries } from './application/list-audit-entries.ts';
import { auditRouter } from './http/audit.routes.ts';
import { SystemInformationProbe } from './infrastructure/systeminformation-system-probe.ts';
import { TailFileLogFeed } from './infrastructure/tail-file-log-feed.ts';
import { ViewSystemMetrics } from './application/view-system-metrics.ts';
import { WatchServerLogs } from './application/watch-server-logs.ts';
import { operationsRouter } from './http/operations.routes.ts';
import { defineLogsHub } from './realtime/logs.hub.ts';
import { LOG_BACKLOG_LINES } from './http/operations.contracts.ts';

export { securityEntities } from './infrastructure/security.entities.ts';
export { SECURITY, ScanMessages, ViewAiUsage, PruneAiUsage, PruneHackingAttempts, ExportSystemData };
export type { SystemExport } from './application/export-system-data.ts';
export type { AiUsageReport } from './http/ai-usage.contracts.ts';
export { MAX_USAGE_DAYS } from './http/ai-usage.contracts.ts';
export { USAGE_RETENTION } from './application/prune-ai-usage.ts';
export { ATTEMPT_RETENTION } from './application/prune-hacking-attempts.ts';
export { keepDaysProblem, MAX_KEEP_DAYS, type Retention } from './domain/retention.ts';

/** The scanner the CLI runs: the offline classifier every learner message goes through, no database needed. */
export const messageScanner = () => new ScanMessages(new OfflineInjectionClassifier());
export type { ScanResult } from './application/scan-messages.ts';
export { RISK_LEVELS, type RiskLevel } from './domain/risk.ts';

export const securityModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    bind(SECURITY.HackingAttemptRepository).to(MikroOrmHackingAttemptRepository).inSingletonScope();
    // Deleting an account (identity's DeleteUser, ADR 0030) anonymises its attempts and AI usage here.
    bind(IDENTITY.PersonalDataErasers).to(MikroOrmPersonalDataEraser).inSingletonScope();
    const offline = new OfflineInjectionClassifier();
    bind(SECURITY.InjectionClassifier).toConstantValue(offline);
    if (config.aiConfigured) {
      bind(SECURITY.AttemptReviewer).toResolvedValue((model: LanguageModel) => new OpenAiInjectionClassifier(model), [PLATFORM.LanguageModel])
        .inSingletonScope();
      bind(SECURITY.AttemptReviews).toResolvedValue((jobs: JobQueue, allowance: DailyAiAllowance) => new JobQueueAttemptReviews(jobs, allowance),
        [PLATFORM.JobQueue, DailyAiAllowance]).inSingletonScope();
      bindUseCases(bind, [ReviewHackingAttempt]);
    } else {
      bind(SECURITY.AttemptReviews).toConstantValue(noAttemptReviews);
    }
    bindUseCases(bind, [ScreenLearnerMessage, GuardCharacterReplies, ListHackingAttempts, ViewHackingAttempt, ViewHackingAttemptStatistics, PruneHackingAttempts]);
    bind(PRACTICE.MessageScreen).toService(ScreenLearnerMessage);
    // Goals in the learner's own words reach the AI planner's prompt: screened like chat messages.
    bindUseCases(bind, [ScreenLearnerGoals]);
    bind(CURRICULUM.GoalScreen).toService(ScreenLearnerGoals);
    bind(PRACTICE.ReplyGuard).toService(GuardCharacterReplies);
    // OWASP LLM10: the ledger of every model call, the daily allowance practice asks before calling, and the SuperAdmin's view.
    bind(SECURITY.AiUsageLedger).to(MikroOrmAiUsageLedger).inSingletonScope();
    bindUseCases(bind, [RecordAiUsage, DailyAiAllowance, ViewAiUsage, PruneAiUsage]);
    bind(PLATFORM.AiUsageMeter).toService(RecordAiUsage);
    bind(PRACTICE.AiAllowance).toService(DailyAiAllowance);
    bindExportTables(bind, securityExportTables);
    bindResolved(bind, PLATFORM.HttpRouter, { view: ViewAiUsage }, aiUsageRouter);
    // Operations (DESIGN §1): the system data export, of every module's tables.
    bindUseCases(bind, [ExportSystemData]);
    bindResolved(bind, PLATFORM.HttpRouter, { exportData: ExportSystemData, logger: PLATFORM.Logger }, exportRouter);
    // The audit trail of SuperAdmin changes (R2.10): identity writes through its port, inside each change's transaction.
    bind(MikroOrmAuditTrail).toSelf().inSingletonScope();
    bind(IDENTITY.AuditTrail).toService(MikroOrmAuditTrail);
    bind(SECURITY.AuditLog).toService(MikroOrmAuditTrail);
    bindUseCases(bind, [ListAuditEntries]);
    bindResolved(bind, PLATFORM.HttpRouter, { list: ListAuditEntries }, auditRouter);
    bindResolved(bind, PLATFORM.HttpRouter, { list: ListHackingAttempts, view: ViewHackingAttempt, statistics: ViewHackingAttemptStatistics },
      hackingAttemptsRouter);
    // Operations (R2.11): the machine's figures and this server's log, live (ADR 0032).
    bind(SECURITY.SystemProbe).toConstantValue(new SystemInformationProbe(config.DATA_DIR));
    bind(SECURITY.LogFeed).toResolvedValue((logger: Logger) => new TailFileLogFeed(config.DATA_DIR, logger, { backlogLines: LOG_BACKLOG_LINES }),
      [PLATFORM.Logger]).inSingletonScope();
    bindUseCases(bind, [ViewSystemMetrics, WatchServerLogs]);
    bindResolved(bind, PLATFORM.HttpRouter, { systemMetrics: ViewSystemMetrics }, operationsRouter);
    bindResolved(bind, PLATFORM.RealtimeBinding, { watchLogs: WatchServerLogs, logger: PLATFORM.Logger }, ({ watchLogs, logger }) => ({
      attach: (hubs) => defineLogsHub(hubs, watchLogs, logger),
    }));

    // A learner paused after repeated blocked messages is paused on every server (ADR 0050).
    bindResolved(bind, PLATFORM.StartupTask, { events: PLATFORM.EventBus, screen: ScreenLearnerMessage },
      ({ events, screen }: { events: EventBus; screen: ScreenLearnerMessage }) => ({
        name: 'security: hear of learners paused on other servers',
        serverOnly: true,
        async run() {
          events.subscribe(SendingPaused, (pause) => screen.pause(pause));
        },
      }));

    // The patterns compile on first use (a CLI command that screens nothing never pays for them); a server readies them now.
    if (config.warmUp) {
      bind(PLATFORM.StartupTask).toConstantValue({
        name: 'security: ready the screening before the first learner message',
        serverOnly: true,
        async run() {
          offline.warmUp();
        },
      });
    }

    if (!config.aiConfigured) return;
    bindResolved(bind, PLATFORM.StartupTask, { jobs: PLATFORM.JobQueue, db: PLATFORM.Database, logger: PLATFORM.Logger, review: ReviewHackingAttempt },
      ({ jobs, db, logger, review }: { jobs: JobQueue; db: Database; logger: Logger; review: ReviewHackingAttempt }) => ({
        name: 'security: the LLM reviews recorded attempts',
        serverOnly: true,
        async run() {
          await jobs.define({ name: REVIEW_QUEUE, attempts: 3, retryDelaySeconds: 30, timeoutSeconds: 120 });
          await jobs.work<ReviewJob>(REVIEW_QUEUE, async (job) => {
            await db.inContext(() => review.execute(job.data.attemptId));
            logger.info({ attemptId: job.data.attemptId }, 'attempt reviewed by the LLM');
          });
        },
      }));
  });
