/** Container tokens of the shared kernel. Modules keep their own in <module>.tokens.ts. */
export const PLATFORM = {
  Container: Symbol.for('platform.Container'),
  Config: Symbol.for('platform.Config'),
  Logger: Symbol.for('platform.Logger'),
  Database: Symbol.for('platform.Database'),
  /** The global EntityManager; inside a request or hub invocation it resolves to that context's fork. */
  EntityManager: Symbol.for('platform.EntityManager'),
  EventBus: Symbol.for('platform.EventBus'),
  JobQueue: Symbol.for('platform.JobQueue'),
  HubServer: Symbol.for('platform.HubServer'),
  TokenVerifier: Symbol.for('platform.TokenVerifier'),
  /** Bound only when an AI endpoint is configured (config.aiConfigured); otherwise modules use offline engines. */
  LanguageModel: Symbol.for('platform.LanguageModel'),
  /** Multi-bound: every module's ApiRouter. */
  HttpRouter: Symbol.for('platform.HttpRouter'),
  /** Multi-bound: work to do once the database is migrated, before serving (e.g. load keys, seed content). */
  StartupTask: Symbol.for('platform.StartupTask'),
  /** Multi-bound: wiring that needs the hub server (hub definitions, event relays). */
  RealtimeBinding: Symbol.for('platform.RealtimeBinding'),
} as const;

export interface StartupTask {
  name: string;
  /** Only when the server starts (e.g. seeding content), not for CLI commands. */
  serverOnly?: boolean;
  run(): Promise<void>;
}

export interface RealtimeBinding {
  /** Wires itself to the hub server; returns how to undo it. */
  attach(): () => void;
}
