import { Container, type ContainerModule } from 'inversify';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { mikroOrmTransactions } from './db/transactions.ts';
import type { EventBus } from './events/event-bus.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Logger } from './logger.ts';
import type { LiveEventsRelay } from './realtime/live-events.ts';
import { PLATFORM } from './tokens.ts';
import type { AiUsageMeter } from './ai/ai-usage.ts';
import { OpenAiLanguageModel } from './ai/openai-language-model.ts';
import { createMailer } from './mail/nodemailer-mailer.ts';

export interface Kernel {
  config: Config;
  logger: Logger;
  db: Database;
  events: EventBus;
  jobs: JobQueue;
  /** Live events reach sockets once the server attaches its hub server; until then (and in the CLI) they go nowhere. */
  live: LiveEventsRelay;
  clock: Clock;
}

/**
 * The container of one process: the shared kernel's bindings plus each module's ContainerModule.
 * Only the composition roots (src/main.ts via server.ts and kernel.ts, cli/main.ts) and test
 * setup hold it: nothing is bound to ask it for things later (no service locator, ADR 0010).
 */
export function buildContainer(kernel: Kernel, modules: ContainerModule[]): Container {
  const container = new Container();
  const em = kernel.db.orm.em;
  container.bind(PLATFORM.Config).toConstantValue(kernel.config);
  container.bind(PLATFORM.Logger).toConstantValue(kernel.logger);
  container.bind(PLATFORM.Clock).toConstantValue(kernel.clock);
  container.bind(PLATFORM.Database).toConstantValue(kernel.db);
  container.bind(PLATFORM.EntityManager).toConstantValue(em);
  container.bind(PLATFORM.Transactions).toConstantValue(mikroOrmTransactions(em));
  container.bind(PLATFORM.EventBus).toConstantValue(kernel.events);
  container.bind(PLATFORM.JobQueue).toConstantValue(kernel.jobs);
  container.bind(PLATFORM.LiveEvents).toConstantValue(kernel.live);
  container.bind(PLATFORM.Mailer).toConstantValue(createMailer(kernel.config, kernel.logger));
  // One model (one circuit breaker) per process, so every caller sees the same health; it reports
  // each call to the meter a module binds (none bound: calls go unrecorded).
  if (kernel.config.aiConfigured) {
    container.bind(PLATFORM.LanguageModel).toResolvedValue(
      (meter: AiUsageMeter | undefined) => new OpenAiLanguageModel(kernel.config, kernel.logger, meter),
      [{ serviceIdentifier: PLATFORM.AiUsageMeter, optional: true }],
    ).inSingletonScope();
  }
  container.load(...modules);
  return container;
}
