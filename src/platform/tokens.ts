import type { EntityManager } from '@mikro-orm/sql';
import type { AiUsageMeter } from './ai/ai-usage.ts';
import type { LanguageModel } from './ai/language-model.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { Transactions } from './db/transactions.ts';
import { token } from './di.ts';
import type { EventBus } from './events/event-bus.ts';
import type { ExportTable } from './export/export-section.ts';
import type { ApiRouter } from './http/api-router.ts';
import type { TokenVerifier } from './http/auth.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';
import type { HubServer } from './realtime/hub-server.ts';
import type { LiveEvents } from './realtime/live-events.ts';

/** Container tokens of the shared kernel. Modules keep their own in <module>.tokens.ts. */
export const PLATFORM = {
  Config: token<Config>('platform.Config'),
  Logger: token<Logger>('platform.Logger'),
  /** System time, unless the composition root passes another (tests move time with it). */
  Clock: token<Clock>('platform.Clock'),
  Database: token<Database>('platform.Database'),
  /** The global EntityManager; inside a request or hub invocation it resolves to that context's fork. */
  EntityManager: token<EntityManager>('platform.EntityManager'),
  /** Runs work in one database transaction (see db/transactions.ts). */
  Transactions: token<Transactions>('platform.Transactions'),
  EventBus: token<EventBus>('platform.EventBus'),
  JobQueue: token<JobQueue>('platform.JobQueue'),
  /** Live events to this process's sockets; silent where no hub server runs (the CLI). */
  LiveEvents: token<LiveEvents>('platform.LiveEvents'),
  TokenVerifier: token<TokenVerifier>('platform.TokenVerifier'),
  /** Outgoing mail: SMTP_URL, or .eml files in <DATA_DIR>/outbox. */
  Mailer: token<Mailer>('platform.Mailer'),
  /** Bound only when an AI endpoint is configured (config.aiConfigured); otherwise modules use offline engines. */
  LanguageModel: token<LanguageModel>('platform.LanguageModel'),
  /** Where the language model reports each provider call (bound by the security module, which keeps the ledger). */
  AiUsageMeter: token<AiUsageMeter>('platform.AiUsageMeter'),
  /** Multi-bound: every module's ApiRouter. */
  HttpRouter: token<ApiRouter>('platform.HttpRouter'),
  /** Multi-bound: work to do once the database is migrated, before serving (e.g. load keys, seed content). */
  StartupTask: token<StartupTask>('platform.StartupTask'),
  /** Multi-bound: each module's tables in the system data export (see export/export-section.ts). */
  ExportTables: token<ExportTable>('platform.ExportTables'),
  /** Multi-bound: wiring that needs the hub server (hub definitions, event relays). */
  RealtimeBinding: token<RealtimeBinding>('platform.RealtimeBinding'),
} as const;

export interface StartupTask {
  name: string;
  /** Only when the server starts (e.g. seeding content), not for CLI commands. */
  serverOnly?: boolean;
  /** Writes to the database (defines queues, syncs a catalogue, makes a key): not for a command that only reads. */
  writes?: boolean;
  run(): Promise<void>;
}

export interface RealtimeBinding {
  /** Wires itself to the hub server; returns how to undo it. */
  attach(hubs: HubServer): () => void;
}
