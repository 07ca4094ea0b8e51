import { Container, type ContainerModule } from 'inversify';
import type { EntityManager } from '@mikro-orm/core';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { EventBus } from './events/event-bus.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Logger } from './logger.ts';
import { PLATFORM } from './tokens.ts';
import { OpenAiLanguageModel } from './ai/openai-language-model.ts';

export interface Kernel {
  config: Config;
  logger: Logger;
  db: Database;
  events: EventBus;
  jobs: JobQueue;
}

/** The container of one process: the shared kernel plus each module's ContainerModule. */
export function buildContainer(kernel: Kernel, modules: ContainerModule[]): Container {
  const container = new Container();
  container.bind(PLATFORM.Container).toConstantValue(container);
  container.bind(PLATFORM.Config).toConstantValue(kernel.config);
  container.bind(PLATFORM.Logger).toConstantValue(kernel.logger);
  container.bind(PLATFORM.Database).toConstantValue(kernel.db);
  container.bind<EntityManager>(PLATFORM.EntityManager).toConstantValue(kernel.db.orm.em as unknown as EntityManager);
  container.bind(PLATFORM.EventBus).toConstantValue(kernel.events);
  container.bind(PLATFORM.JobQueue).toConstantValue(kernel.jobs);
  // One model (one circuit breaker) per process, so every caller sees the same health.
  if (kernel.config.aiConfigured) {
    container.bind(PLATFORM.LanguageModel).toConstantValue(new OpenAiLanguageModel(kernel.config, kernel.logger));
  }
  container.load(...modules);
  return container;
}
