import type { Container } from 'inversify';
import { systemClock, type Clock } from '#src/platform/clock.ts';
import type { Config } from '#src/platform/config.ts';
import { buildContainer, type Kernel } from '#src/platform/container.ts';
import { openDatabase } from '#src/platform/db/database.ts';
import { MigrationsPendingError } from '#src/platform/db/database-errors.ts';
import type { EventBus } from '#src/platform/events/event-bus.ts';
import { InProcessEventBus } from '#src/platform/events/in-process-event-bus.ts';
import { PostgresEventBus } from '#src/platform/events/postgres-event-bus.ts';
import type { Logger } from '#src/platform/logger.ts';
import { LiveEventsRelay } from '#src/platform/realtime/live-events.ts';
import { PgBossJobQueue } from '#src/platform/jobs/pg-boss-job-queue.ts';
import type { JobQueue } from '#src/platform/jobs/job-queue.ts';
import { ReadOnlyJobQueue } from '#src/platform/jobs/read-only-job-queue.ts';
import { PLATFORM, type StartupTask } from '#src/platform/tokens.ts';
import { appEntities, appModules } from './modules.ts';

export interface Booted extends Kernel {
  container: Container;
  /** Runs work with its own EntityManager fork, as a request would. */
  inContext<T>(fn: () => Promise<T>): Promise<T>;
  shutdown(): Promise<void>;
}

/**
 * Opens the database, applies migrations, assembles the container and runs start-up tasks.
 * Shared by the server and the CLI so both see the same application.
 *
 * `clock`: the system clock unless a test passes one it can move. `migrate`: apply pending
 * migrations first (the default) or leave them (false). `readOnly`, for a CLI command that only
 * reads: change nothing in the database — refuse to boot while migrations are pending
 * (MigrationsPendingError), start no job queue (pg-boss would install its schema) and skip the
 * start-up tasks that write.
 */
export async function bootKernel(
  config: Config, logger: Logger, options: { migrate?: boolean; readOnly?: boolean; server?: boolean; clock?: Clock } = {},
): Promise<Booted> {
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, entities: appEntities, logger });
  let events: EventBus | undefined;
  let jobs: JobQueue | undefined;
  try {
    if (options.readOnly) {
      const pending = await db.pendingMigrations();
      if (pending.length) throw new MigrationsPendingError(pending);
    } else if (options.migrate !== false) {
      const applied = await db.migrate();
      if (applied.length) logger.info({ applied }, 'database migrated');
    }
    events = config.DATABASE_URL ? await PostgresEventBus.connect(config.DATABASE_URL, logger) : new InProcessEventBus(logger);
    const executor = await db.embeddedExecutor();
    jobs = options.readOnly ? new ReadOnlyJobQueue() : await PgBossJobQueue.start({
      ...(executor ? { executor } : { connectionString: config.DATABASE_URL }),
      // Only servers run workers, so only they look after hung and dead jobs.
      supervise: options.server === true,
      superviseIntervalSeconds: config.JOBS_SUPERVISE_INTERVAL_SECONDS,
      pollingIntervalSeconds: config.JOBS_POLLING_INTERVAL_SECONDS,
      // Servers hold a lease so their jobs are taken over within seconds when they die (ADR 0015).
      ...(options.server ? { lease: { seconds: config.SERVER_LEASE_SECONDS, exclusive: !config.DATABASE_URL } } : {}),
      logger,
    });
    const kernel = { config, logger, db, events, jobs, live: new LiveEventsRelay(), clock: options.clock ?? systemClock };
    const container = buildContainer(kernel, appModules(config));
    const inContext = db.inContext;
    for (const task of container.getAll<StartupTask>(PLATFORM.StartupTask)) {
      if ((task.serverOnly && !options.server) || (task.writes && options.readOnly)) continue;
      await inContext(() => task.run());
    }
    const shutdown = async () => {
      await jobs?.stop();
      await events?.close();
      await db.close();
    };
    return { ...kernel, container, inContext, shutdown };
  } catch (e) {
    await jobs?.stop().catch(() => undefined);
    await events?.close();
    await db.close();
    throw e;
  }
}
