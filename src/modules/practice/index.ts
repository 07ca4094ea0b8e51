import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { ContainerModule } from 'inversify';
import type { Config } from '#src/platform/config.ts';
import type { LanguageModel } from '#src/platform/ai/language-model.ts';
import type { Database } from '#src/platform/db/database.ts';
import type { EventBus } from '#src/platform/events/event-bus.ts';
import { EventsMayHaveBeenMissed } from '#src/platform/events/bus-event.ts';
import type { Logger } from '#src/platform/logger.ts';
import type { LiveEvents } from '#src/platform/realtime/live-events.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { compileLexicons } from '#src/shared/lexicon/index.ts';
import { IDENTITY } from '#src/modules/identity/index.ts';
import { bindResolved, bindUseCases } from '#src/platform/di.ts';
import { bindExportTables } from '#src/platform/export/table-section.ts';
import { practiceExportTables } from './infrastructure/practice.export-tables.ts';
import { PRACTICE } from './practice.tokens.ts';
import { CatalogueChanged } from './practice.events.ts';
import { MikroOrmCatalogueRepository } from './infrastructure/mikro-orm-catalogue.repository.ts';
import { MikroOrmScenarioAdminRepository } from './infrastructure/mikro-orm-scenario-admin.repository.ts';
import { MikroOrmSessionRepository } from './infrastructure/mikro-orm-session.repository.ts';
import { MikroOrmPracticeRecords } from './infrastructure/mikro-orm-practice-records.ts';
import { MikroOrmPersonalDataEraser } from './infrastructure/mikro-orm-personal-data.eraser.ts';
import { readContentDocuments } from './infrastructure/json-file-content-source.ts';
import { OfflineConversationPartner } from './infrastructure/offline/offline-conversation-partner.ts';
import { OfflineCoach } from './infrastructure/offline/offline-coach.ts';
import { OpenAiConversationPartner } from './infrastructure/openai-conversation-partner.ts';
import { OpenAiCoach } from './infrastructure/openai-coach.ts';
import { FallbackConversationPartner } from './infrastructure/fallback-conversation-partner.ts';
import { inContextBackgroundWork } from './infrastructure/in-context-background-work.ts';
import { CatalogueSnapshot } from './application/catalogue-snapshot.ts';
import { BrowseCatalogue } from './application/browse-catalogue.ts';
import { ImportContentPacks } from './application/import-content-packs.ts';
import { ExportContentPack } from './application/export-content-pack.ts';
import { ConversationSetups } from './application/conversation-setups.ts';
import { CountedStarts } from './application/counted-starts.ts';
import { OwnedSessions } from './application/owned-sessions.ts';
import { FinishedConversations } from './application/finished-conversations.ts';
import { StartSession } from './application/start-session.ts';
import { BranchSession } from './application/branch-session.ts';
import { JoinSession } from './application/join-session.ts';
import { SendMessage } from './application/send-message.ts';
import { GiveCoachTip } from './application/give-coach-tip.ts';
import { AiEngines } from './application/ai-engines.ts';
import { EndSession } from './application/end-session.ts';
import { DiscardSession } from './application/discard-session.ts';
import { EnableCoachMode } from './application/enable-coach-mode.ts';
import { ListUnendedSessions } from './application/list-unended-sessions.ts';
import { ScenarioProfiles } from './application/scenario-profiles.ts';
import { LearnerSessions } from './application/learner-sessions.ts';
import { TeamPracticeActivity } from './application/team-practice-activity.ts';
import { ViewLearnerActivity } from './application/view-learner-activity.ts';
import { ViewLearnerMessages } from './application/view-learner-messages.ts';
import { ViewSessionForSuperAdmin } from './application/view-session-for-superadmin.ts';
import { CatalogueChanges } from './application/catalogue-changes.ts';
import { ScenarioDrafting } from './application/scenario-drafting.ts';
import { ViewScenariosForSuperAdmin } from './application/view-scenarios-for-superadmin.ts';
import { CreateScenario } from './application/create-scenario.ts';
import { EditScenario } from './application/edit-scenario.ts';
import { RemoveScenario } from './application/remove-scenario.ts';
import { RestoreScenario } from './application/restore-scenario.ts';
import { catalogueRouter } from './http/catalogue.routes.ts';
import { sessionsRouter } from './http/sessions.routes.ts';
import { superAdminSessionsRouter } from './http/superadmin-sessions.routes.ts';
import { scenarioAdminRouter } from './http/scenario-admin.routes.ts';
import { learnerLimit } from '#src/platform/http/learner-limit.ts';
import { liveSessionEvents } from './realtime/live-session-events.ts';
import { relaySessionEvents, sharedSessionEvents } from './realtime/session-events.relay.ts';
import { chatMessageOf } from './application/chat-message.ts';
import { defineSimulationHub } from './realtime/simulation.hub.ts';

export { practiceEntities } from './infrastructure/practice.entities.ts';
export { readContentDocuments, BrowseCatalogue, ImportContentPacks, ExportContentPack, CatalogueSnapshot };
export { ContentInvalidError, ScenarioNotFoundError, type ContentProblem } from './domain/practice.errors.ts';
export { validateContentPacks, type ContentDocument } from './application/validate-content-packs.ts';
export type { ImportReport } from './application/import-content-packs.ts';
export { DIFFICULTIES, difficultyFrom, type Difficulty, type RubricLines, type SkillRubric } from './domain/scenario.ts';
export { metLevel, type RubricLevel, type ShownRubric } from './domain/rubric.ts';
export { PRACTICE, CatalogueChanged, StartSession, SendMessage, EndSession, FinishedConversations };
export type { FinishedConversation, ScenarioFacts } from './application/finished-conversations.ts';
export { REMOVED_SCENARIO } from './application/finished-conversations.ts';
export type { EndedSession, LearnerSessionTrace, SessionEndedListener, SessionTrace } from './domain/ports.ts';
export type { SessionFeedback, SessionScores } from './domain/records.ports.ts';
export type { MessageScreen, ReplyGuard, ScreenedMessage, PartnerEvent, AiAllowance, AiAllowanceLeft, LearnerRef } from './domain/ports.ts';
export { ScenarioProfiles, LearnerSessions, TeamPracticeActivity };
export type { ScenarioProfile, ScenarioDemands } from './application/scenario-profiles.ts';

/** SendMessage per learner per minute: generous for typing, a wall for scripts. */
const CHAT_MESSAGES_PER_MINUTE = 30;
/** Session starts per learner per minute, over HTTP and the hub together: a refused start (a screened name) costs nothing else. */
const STARTS_PER_MINUTE = 20;

export const practiceModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    const limits = { chat: learnerLimit(CHAT_MESSAGES_PER_MINUTE), start: learnerLimit(STARTS_PER_MINUTE) };
    bind(PRACTICE.CatalogueRepository).to(MikroOrmCatalogueRepository).inSingletonScope();
    bind(PRACTICE.ScenarioAdminRepository).to(MikroOrmScenarioAdminRepository).inSingletonScope();
    bind(PRACTICE.SessionRepository).to(MikroOrmSessionRepository).inSingletonScope();
    bind(PRACTICE.PracticeRecords).to(MikroOrmPracticeRecords).inSingletonScope();
    bindExportTables(bind, practiceExportTables);
    // Deleting an account (identity's DeleteUser, ADR 0030) erases its sessions here.
    bind(IDENTITY.PersonalDataErasers).to(MikroOrmPersonalDataEraser).inSingletonScope();
    // Identity keeps the counts on the account; bound here, as identity cannot import practice (practice → billing → identity).
    bind(PRACTICE.LearnerTally).toService(IDENTITY.ScenarioCounters);
    // With no AI endpoint configured, the built-in engines play the characters and coach (DESIGN §5).
    const offlinePartner = new OfflineConversationPartner(config.OFFLINE_TYPING_DELAY_MS);
    const offlineCoach = new OfflineCoach();
    bind(PRACTICE.OfflinePartner).toConstantValue(offlinePartner);
    bind(PRACTICE.OfflineCoach).toConstantValue(offlineCoach);
    if (config.aiConfigured) {
      bind(PRACTICE.ConversationPartner).toResolvedValue(
        (model: LanguageModel) => new FallbackConversationPartner(new OpenAiConversationPartner(model), offlinePartner, model),
        [PLATFORM.LanguageModel],
      ).inSingletonScope();
      bind(PRACTICE.Coach).toResolvedValue((model: LanguageModel, logger: Logger) => new OpenAiCoach(model, logger), [PLATFORM.LanguageModel, PLATFORM.Logger])
        .inSingletonScope();
    } else {
      bind(PRACTICE.ConversationPartner).toConstantValue(offlinePartner);
      bind(PRACTICE.Coach).toConstantValue(offlineCoach);
    }
    // Servers sharing a PostgreSQL database pass session events on to each other (the embedded one has one process);
    // each names itself, to know its own events when they come back.
    const origin = randomUUID();
    bind(PRACTICE.SessionEvents).toResolvedValue((live: LiveEvents, bus: EventBus, logger: Logger, db: Database) => {
      const local = liveSessionEvents(live);
      return db.kind === 'postgresql' ? sharedSessionEvents(origin, local, bus, logger) : local;
    }, [PLATFORM.LiveEvents, PLATFORM.EventBus, PLATFORM.Logger, PLATFORM.Database]).inSingletonScope();
    bind(PRACTICE.BackgroundWork).toResolvedValue((db: Database, logger: Logger) => inContextBackgroundWork(db, logger), [PLATFORM.Database, PLATFORM.Logger])
      .inSingletonScope();
    bindUseCases(bind, [CatalogueSnapshot, BrowseCatalogue, ImportContentPacks, ExportContentPack, ConversationSetups, OwnedSessions, CountedStarts,
      AiEngines, StartSession, BranchSession, JoinSession, SendMessage, GiveCoachTip, EndSession, DiscardSession, EnableCoachMode, ListUnendedSessions, FinishedConversations,
      ScenarioProfiles, LearnerSessions, TeamPracticeActivity, ViewLearnerActivity, ViewLearnerMessages, ViewSessionForSuperAdmin,
      CatalogueChanges, ScenarioDrafting, ViewScenariosForSuperAdmin, CreateScenario, EditScenario, RemoveScenario,
      RestoreScenario]);

    bindResolved(bind, PLATFORM.HttpRouter, { browse: BrowseCatalogue, snapshot: CatalogueSnapshot }, catalogueRouter);
    bindResolved(bind, PLATFORM.HttpRouter, { startSession: StartSession, branchSession: BranchSession, discardSession: DiscardSession, listUnended: ListUnendedSessions }, (u) => sessionsRouter(u, limits.start));
    bindResolved(bind, PLATFORM.HttpRouter,
      { viewActivity: ViewLearnerActivity, viewMessages: ViewLearnerMessages, viewSession: ViewSessionForSuperAdmin }, superAdminSessionsRouter);
    bindResolved(bind, PLATFORM.HttpRouter,
      { view: ViewScenariosForSuperAdmin, create: CreateScenario, edit: EditScenario, remove: RemoveScenario, restore: RestoreScenario },
      scenarioAdminRouter);
    bindResolved(bind, PLATFORM.RealtimeBinding, { bus: PLATFORM.EventBus, db: PLATFORM.Database, sessions: PRACTICE.SessionRepository }, ({ bus, db, sessions }) => ({
      attach: (hubs) => relaySessionEvents(origin, bus, hubs, (sessionId, messageId) => db.inContext(async () => {
        const message = (await sessions.messages(sessionId)).find((m) => m.id === messageId);
        return message ? chatMessageOf(message) : null;
      })),
    }));
    bindResolved(bind, PLATFORM.RealtimeBinding,
      { startSession: StartSession, joinSession: JoinSession, sendMessage: SendMessage, endSession: EndSession, enableCoachMode: EnableCoachMode },
      (useCases) => ({
        attach(hubs) {
          defineSimulationHub(hubs, useCases, limits);
          return () => {}; // the methods go with the hub server they were defined on
        },
      }));

    bindResolved(bind, PLATFORM.StartupTask, { events: PLATFORM.EventBus, snapshot: CatalogueSnapshot }, ({ events, snapshot }) => ({
      name: 'practice: keep the catalogue cache in step with imports and the SuperAdmin’s changes',
      async run() {
        events.subscribe(CatalogueChanged, () => snapshot.invalidate());
        events.subscribe(EventsMayHaveBeenMissed, () => snapshot.invalidate());
      },
    }));
    // The lexicons build on first use (a CLI command that reads no message never pays for them); a
    // server builds them now, the analysis module's too, so no learner's first message waits for them.
    if (config.warmUp) {
      bind(PLATFORM.StartupTask).toConstantValue({
        name: 'practice: build the lexicons the offline character and the analysis read messages with',
        serverOnly: true,
        async run() {
          compileLexicons();
        },
      });
    }
    // DESIGN §3: the shipped packs load when the catalogue is empty (first start of a fresh install).
    bindResolved(bind, PLATFORM.StartupTask,
      { catalogue: PRACTICE.CatalogueRepository, importPacks: ImportContentPacks, logger: PLATFORM.Logger },
      ({ catalogue, importPacks, logger }) => ({
        name: 'practice: load the content packs into an empty catalogue',
        serverOnly: true,
        async run() {
          if ((await catalogue.scenarioCount()) > 0) return;
          if (!existsSync(config.CONTENT_DIR)) {
            logger.warn({ contentDir: config.CONTENT_DIR }, 'the catalogue is empty and CONTENT_DIR does not exist: no scenarios to offer');
            return;
          }
          const report = await importPacks.execute(readContentDocuments(config.CONTENT_DIR));
          logger.info({ contentDir: config.CONTENT_DIR, ...report.totals }, 'content packs loaded into the empty catalogue');
        },
      }));
  });
