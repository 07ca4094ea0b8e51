import { existsSync } from 'node:fs';
import { ContainerModule, type Container, type Newable } from 'inversify';
import type { Config } from '#src/platform/config.ts';
import { PLATFORM, type RealtimeBinding, type StartupTask } from '#src/platform/tokens.ts';
import type { EventBus } from '#src/platform/events/event-bus.ts';
import type { Logger } from '#src/platform/logger.ts';
import { PRACTICE } from './practice.tokens.ts';
import { CATALOGUE_CHANGED_EVENT, type CatalogueRepository } from './domain/ports.ts';
import { MikroOrmCatalogueRepository } from './infrastructure/mikro-orm-catalogue.repository.ts';
import { readContentDocuments } from './infrastructure/json-file-content-source.ts';
import { CatalogueSnapshot } from './application/catalogue-snapshot.ts';
import { BrowseCatalogue } from './application/browse-catalogue.ts';
import { ImportContentPacks } from './application/import-content-packs.ts';
import { ExportContentPack } from './application/export-content-pack.ts';
import { catalogueRouter } from './http/catalogue.routes.ts';
import { sessionsRouter } from './http/sessions.routes.ts';
import { MikroOrmSessionRepository } from './infrastructure/mikro-orm-session.repository.ts';
import { OfflineConversationPartner } from './infrastructure/offline/offline-conversation-partner.ts';
import { OfflineCoach } from './infrastructure/offline/offline-coach.ts';
import { OpenAiConversationPartner } from './infrastructure/openai-conversation-partner.ts';
import { OpenAiCoach } from './infrastructure/openai-coach.ts';
import { FallbackConversationPartner } from './infrastructure/fallback-conversation-partner.ts';
import type { LanguageModel } from '#src/platform/ai/language-model.ts';
import { SessionSetups } from './application/session-setups.ts';
import { FinishedConversations } from './application/finished-conversations.ts';
import { StartSession } from './application/start-session.ts';
import { JoinSession } from './application/join-session.ts';
import { SendMessage } from './application/send-message.ts';
import { EndSession, EnableCoachMode, ListUnendedSessions } from './application/manage-session.ts';
import type { SessionEvents } from './application/session-events.ts';
import { defineSimulationHub, hubSessionEvents } from './realtime/simulation.hub.ts';
import { mikroOrmTransactions, TRANSACTIONS } from '#src/platform/db/transactions.ts';
import type { EntityManager } from '@mikro-orm/core';
import type { HubServer } from '#src/platform/realtime/hub-server.ts';

export { practiceEntities } from './infrastructure/practice.entities.ts';
export { readContentDocuments, BrowseCatalogue, ImportContentPacks, ExportContentPack, CatalogueSnapshot };
export { ContentInvalidError, ScenarioNotFoundError, type ContentProblem } from './domain/practice.errors.ts';
export { validateContentPacks, type ContentDocument } from './application/validate-content-packs.ts';
export type { ImportReport } from './application/import-content-packs.ts';
export { DIFFICULTIES, type Difficulty } from './domain/scenario.ts';
export { PRACTICE, StartSession, SendMessage, EndSession, FinishedConversations };
export type { FinishedConversation, ScenarioFacts } from './application/finished-conversations.ts';
export type { EndedSession, SessionEndedListener } from './domain/ports.ts';

/** SendMessage per learner per minute: generous for typing, a wall for scripts. */
const CHAT_MESSAGES_PER_MINUTE = 30;
const USE_CASES = [CatalogueSnapshot, BrowseCatalogue, ImportContentPacks, ExportContentPack, SessionSetups, StartSession, JoinSession,
  SendMessage, EndSession, EnableCoachMode, ListUnendedSessions, FinishedConversations];

export const practiceModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    bind(PRACTICE.CatalogueRepository).to(MikroOrmCatalogueRepository).inSingletonScope();
    bind(PRACTICE.SessionRepository).to(MikroOrmSessionRepository).inSingletonScope();
    // With no AI endpoint configured, the built-in engines play the characters and coach (DESIGN §5).
    bind(PRACTICE.ConversationPartner).toDynamicValue((ctx) => {
      const offline = new OfflineConversationPartner(config.OFFLINE_TYPING_DELAY_MS);
      if (!config.aiConfigured) return offline;
      const model = ctx.get<LanguageModel>(PLATFORM.LanguageModel);
      return new FallbackConversationPartner(new OpenAiConversationPartner(model), offline, model);
    }).inSingletonScope();
    bind(PRACTICE.Coach).toDynamicValue((ctx) => config.aiConfigured
      ? new OpenAiCoach(ctx.get<LanguageModel>(PLATFORM.LanguageModel), ctx.get<Logger>(PLATFORM.Logger))
      : new OfflineCoach()).inSingletonScope();
    bind(TRANSACTIONS).toDynamicValue((ctx) => mikroOrmTransactions(ctx.get<EntityManager>(PLATFORM.EntityManager))).inSingletonScope();
    // Live events need the hub server, which only a running server has (the CLI has none).
    bind<SessionEvents>(PRACTICE.SessionEvents).toDynamicValue((ctx) => {
      const container = ctx.get<Container>(PLATFORM.Container);
      return container.isBound(PLATFORM.HubServer) ? hubSessionEvents(container.get<HubServer>(PLATFORM.HubServer)) : { emit() {} };
    }).inSingletonScope();
    for (const useCase of USE_CASES as Newable<unknown>[]) bind(useCase).toSelf().inSingletonScope();
    bind(PLATFORM.HttpRouter).toDynamicValue((ctx) => catalogueRouter(ctx.get<Container>(PLATFORM.Container)));
    bind(PLATFORM.HttpRouter).toDynamicValue((ctx) => sessionsRouter(ctx.get<Container>(PLATFORM.Container)));
    bind<RealtimeBinding>(PLATFORM.RealtimeBinding).toDynamicValue((ctx) => ({
      attach() {
        defineSimulationHub(ctx.get<HubServer>(PLATFORM.HubServer), ctx.get<Container>(PLATFORM.Container), CHAT_MESSAGES_PER_MINUTE);
        return () => {};
      },
    }));

    bind<StartupTask>(PLATFORM.StartupTask).toDynamicValue((ctx) => ({
      name: 'practice: keep the catalogue cache in step with imports',
      async run() {
        const snapshot = ctx.get(CatalogueSnapshot);
        ctx.get<EventBus>(PLATFORM.EventBus).subscribe(CATALOGUE_CHANGED_EVENT, () => snapshot.invalidate());
      },
    }));
    // DESIGN §3: the shipped packs load when the catalogue is empty (first start of a fresh install).
    bind<StartupTask>(PLATFORM.StartupTask).toDynamicValue((ctx) => ({
      name: 'practice: load the content packs into an empty catalogue',
      serverOnly: true,
      async run() {
        const logger = ctx.get<Logger>(PLATFORM.Logger);
        if ((await ctx.get<CatalogueRepository>(PRACTICE.CatalogueRepository).scenarioCount()) > 0) return;
        if (!existsSync(config.CONTENT_DIR)) {
          logger.warn({ contentDir: config.CONTENT_DIR }, 'the catalogue is empty and CONTENT_DIR does not exist: no scenarios to offer');
          return;
        }
        const report = await ctx.get(ImportContentPacks).execute(readContentDocuments(config.CONTENT_DIR));
        logger.info({ contentDir: config.CONTENT_DIR, ...report.totals }, 'content packs loaded into the empty catalogue');
      },
    }));
  });
