import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from '../logger.ts';

type Sql = (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;

export interface OrphanedJob {
  jobId: string;
  queue: string;
}

export interface LeaseOptions {
  /** A server whose heartbeat is older than this is dead; its running jobs are taken over. */
  seconds: number;
  /**
   * The embedded database belongs to one process (the lock): every other lease is a dead server's
   * the moment this one starts, so their jobs are recovered at once instead of after the lease.
   */
  exclusive: boolean;
}

/**
 * This server's lease and the jobs it runs, in the database every server shares. A heartbeat keeps
 * the lease fresh; each heartbeat also claims — atomically, so only one survivor gets each — the
 * running jobs of servers whose lease has expired, and hands them to `recover`.
 */
export class JobOwnership {
  readonly serverId = randomUUID();
  private timer?: NodeJS.Timeout;
  private beating?: Promise<void>;

  constructor(
    private readonly sql: Sql,
    private readonly options: LeaseOptions,
    private readonly recover: (orphans: OrphanedJob[]) => Promise<void>,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    if (this.options.exclusive) await this.sql('DELETE FROM server_leases WHERE id <> $1', [this.serverId]);
    await this.beat();
    // A fifth of the lease: a server must miss several beats in a row before it is taken for dead.
    this.timer = setInterval(() => void (this.beating ??= this.beat().finally(() => (this.beating = undefined))), (this.options.seconds * 1000) / 5);
    this.timer.unref();
  }

  async started(jobId: string, queue: string): Promise<void> {
    await this.sql('INSERT INTO running_jobs (job_id, queue, server_id, started_at) VALUES ($1, $2, $3, now()) ON CONFLICT (job_id) DO UPDATE SET server_id = $3, started_at = now()',
      [jobId, queue, this.serverId]);
  }

  async finished(jobId: string): Promise<void> {
    await this.sql('DELETE FROM running_jobs WHERE job_id = $1 AND server_id = $2', [jobId, this.serverId]);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.beating;
    // Jobs still running here are failed back to their queue by the job queue's shutdown.
    await this.sql('DELETE FROM running_jobs WHERE server_id = $1', [this.serverId]);
    await this.sql('DELETE FROM server_leases WHERE id = $1', [this.serverId]);
  }

  private async beat(): Promise<void> {
    try {
      await this.sql(
        `INSERT INTO server_leases (id, pid, host, started_at, heartbeat_at) VALUES ($1, $2, $3, now(), now())
         ON CONFLICT (id) DO UPDATE SET heartbeat_at = now()`,
        [this.serverId, process.pid, hostname()],
      );
      const { rows } = await this.sql(
        `DELETE FROM running_jobs r WHERE NOT EXISTS (
           SELECT 1 FROM server_leases l WHERE l.id = r.server_id AND l.heartbeat_at > now() - make_interval(secs => $1))
         RETURNING job_id AS "jobId", queue`,
        [this.options.seconds],
      );
      await this.sql("DELETE FROM server_leases WHERE heartbeat_at < now() - interval '1 day'", []);
      if (rows.length) await this.recover(rows as OrphanedJob[]);
    } catch (err) {
      this.logger.error({ err }, 'job queue: lease heartbeat failed; retrying at the next beat');
    }
  }
}
