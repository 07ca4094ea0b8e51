import PgBoss from 'pg-boss';
import type { Logger } from '../logger.ts';
import type { SqlExecutor } from '../db/database.ts';
import type { JobQueue, QueuedJob, QueueSpec } from './job-queue.ts';


export interface PgBossOptions {
  /** PostgreSQL: pg-boss opens a small pool of its own. */
  connectionString?: string;
  /** PGlite: statements go through the embedded database's one connection. */
  executor?: SqlExecutor;
  /** Only processes that run workers supervise (expire hung jobs, move the dead to dead-letter queues). */
  supervise: boolean;
  superviseIntervalSeconds: number;
  pollingIntervalSeconds: number;
  logger: Logger;
}

/** The job queue on pg-boss: its tables live in the `pgboss` schema of our own database. */
export class PgBossJobQueue implements JobQueue {
  private readonly workers = new Map<string, string[]>();

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
    return new PgBossJobQueue(boss, options);
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

  async send<T extends object>(queue: string, data: T): Promise<string> {
    const id = await this.boss.send(queue, data);
    if (!id) throw new Error(`The job queue ${queue} refused a job.`);
    // Without this a local worker would only see the job at its next poll.
    for (const worker of this.workers.get(queue) ?? []) this.boss.notifyWorker(worker);
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
          try {
            await handler({ id: job.id, data: job.data, lastAttempt: job.retryCount >= job.retryLimit });
          } finally {
            // pg-boss would otherwise sleep a polling interval after each job: look for the next at once.
            this.boss.notifyWorker(id);
          }
        },
      );
      ids.push(id);
    }
    this.workers.set(queue, [...(this.workers.get(queue) ?? []), ...ids]);
  }

  async stop(): Promise<void> {
    // Jobs in flight get a moment to finish; what does not finish is retried after its timeout.
    await this.boss.stop({ graceful: true, timeout: 5000, wait: true, close: true });
  }
}
