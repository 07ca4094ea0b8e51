import PgBoss from 'pg-boss';
import type { Logger } from '../logger.ts';
import type { SqlExecutor } from '../db/database.ts';
import type { JobQueue, QueuedJob, QueueSpec, SendOptions } from './job-queue.ts';
import { JobOwnership, type LeaseOptions, type OrphanedJob } from './job-ownership.ts';

export interface PgBossOptions {
  /** PostgreSQL: pg-boss opens a small pool of its own. */
  connectionString?: string;
  /** PGlite: statements go through the embedded database's one connection. */
  executor?: SqlExecutor;
  /** Only processes that run workers supervise (expire hung jobs, move the dead to dead-letter queues). */
  supervise: boolean;
  superviseIntervalSeconds: number;
  pollingIntervalSeconds: number;
  /** Servers (they run workers) hold a lease, so the jobs of one that dies are taken over (ADR 0015). */
  lease?: LeaseOptions;
  logger: Logger;
}

/** A job taken over from a dead server carries how often that happened, so a job that kills its server cannot loop forever. */
const RECOVERIES = '__recoveries';
const MAX_RECOVERIES = 3;

/** The job queue on pg-boss: its tables live in the `pgboss` schema of our own database. */
export class PgBossJobQueue implements JobQueue {
  private readonly workers = new Map<string, string[]>();
  private ownership?: JobOwnership;

  private constructor(
    private readonly boss: PgBoss,
    private readonly options: PgBossOptions,
  ) {}

  static async start(options: PgBossOptions): Promise<PgBossJobQueue> {
    const boss = new PgBoss({
      ...(options.executor ? { db: options.executor as never } : { connectionString: options.connectionString, max: 4 }),
      schema: 'pgboss',
      supervise: options.supervise,
      // Hung jobs are only looked for at the monitor interval: keep both in step.
      superviseIntervalSeconds: options.superviseIntervalSeconds,
      monitorIntervalSeconds: options.superviseIntervalSeconds,
      schedule: false,
      migrate: true,
    });
    boss.on('error', (err) => options.logger.error({ err }, 'job queue error'));
    await boss.start();
    const queue = new PgBossJobQueue(boss, options);
    if (options.lease) {
      const db = boss.getDb();
      queue.ownership = new JobOwnership((text, values) => db.executeSql(text, values), options.lease, (orphans) => queue.recover(orphans), options.logger);
      await queue.ownership.start();
    }
    return queue;
  }

  async define(spec: QueueSpec): Promise<void> {
    if (spec.deadLetter && !(await this.boss.getQueue(spec.deadLetter))) await this.boss.createQueue(spec.deadLetter);
    const options = {
      retryLimit: spec.attempts - 1,
      retryDelay: spec.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: spec.timeoutSeconds,
      ...(spec.deadLetter ? { deadLetter: spec.deadLetter } : {}),
    };
    // Settings follow the configuration on every start (e.g. more attempts after an outage).
    if (await this.boss.getQueue(spec.name)) await this.boss.updateQueue(spec.name, options);
    else await this.boss.createQueue(spec.name, options);
  }

  async send<T extends object>(queue: string, data: T, options: SendOptions = {}): Promise<string> {
    const id = await this.boss.send(queue, data, options.startAfter ? { startAfter: options.startAfter } : {});
    if (!id) throw new Error(`The job queue ${queue} refused a job.`);
    // Without this a local worker would only see the job at its next poll.
    if (!options.startAfter) for (const worker of this.workers.get(queue) ?? []) this.boss.notifyWorker(worker);
    return id;
  }

  async work<T>(queue: string, handler: (job: QueuedJob<T>) => Promise<void>, { concurrency = 1 } = {}): Promise<void> {
    const ids: string[] = [];
    for (let i = 0; i < concurrency; i++) {
      const id: string = await this.boss.work<T>(
        queue,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: this.options.pollingIntervalSeconds },
        async ([job]) => {
          if (!job) return;
          const { [RECOVERIES]: _recoveries, ...data } = job.data as T & { [RECOVERIES]?: number };
          await this.ownership?.started(job.id, queue);
          try {
            await handler({ id: job.id, data: data as T, lastAttempt: job.retryCount >= job.retryLimit });
          } finally {
            await this.ownership?.finished(job.id).catch((err: unknown) => this.options.logger.warn({ err, queue }, 'job queue: could not record a finished job'));
            // pg-boss would otherwise sleep a polling interval after each job: look for the next at once.
            this.boss.notifyWorker(id);
          }
        },
      );
      ids.push(id);
    }
    this.workers.set(queue, [...(this.workers.get(queue) ?? []), ...ids]);
  }

  /**
   * Jobs whose server died mid-run go back to their queue now, not after their time limit: a copy is
   * queued first (a crash in between leaves a harmless duplicate, never a lost job), then the orphan
   * is cancelled. Handlers are idempotent (ADR 0007).
   */
  private async recover(orphans: OrphanedJob[]): Promise<void> {
    for (const { jobId, queue } of orphans) {
      const job = await this.boss.getJobById<Record<string, unknown>>(queue, jobId);
      if (job?.state !== 'active') continue; // finished, failed back or expired meanwhile
      const recoveries = Number(job.data[RECOVERIES] ?? 0) + 1;
      if (recoveries > MAX_RECOVERIES) {
        await this.boss.fail(queue, jobId, { message: `its server died while running it ${MAX_RECOVERIES} times` });
        continue;
      }
      await this.send(queue, { ...job.data, [RECOVERIES]: recoveries });
      await this.boss.cancel(queue, jobId);
      this.options.logger.warn({ queue, jobId, recoveries }, 'job queue: took over a job whose server died');
    }
  }

  async stop(): Promise<void> {
    // The lease goes first: what is still running here is failed back to its queue by pg-boss below.
    await this.ownership?.stop().catch((err: unknown) => this.options.logger.warn({ err }, 'job queue: could not give up the lease'));
    // Jobs in flight get a moment to finish.
    await this.boss.stop({ graceful: true, timeout: 5000, wait: true, close: true });
  }
}
