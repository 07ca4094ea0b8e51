import { inject, injectable } from 'inversify';
import type { EntityManager } from '@mikro-orm/sql';
import { PLATFORM } from '#src/platform/tokens.ts';
import { ANALYSIS_QUEUE } from '../analysis.tokens.ts';
import type { AnalysisLog, AnalysisRecord, AttemptRecord } from '../domain/ports.ts';
import { AnalysisAttemptEntity, SessionAnalysisEntity } from './analysis.entities.ts';

@injectable()
export class MikroOrmAnalysisLog implements AnalysisLog {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async requested(sessionId: number, userId: number): Promise<void> {
    const now = new Date();
    await this.em.createQueryBuilder(SessionAnalysisEntity)
      .insert({ sessionId, userId, status: 'Pending', attempts: 0, requestedAt: now, updatedAt: now })
      .onConflict('sessionId').ignore()
      .execute();
  }

  async queued(sessionId: number, jobId: string): Promise<void> {
    await this.em.nativeUpdate(SessionAnalysisEntity, { sessionId }, { jobId });
  }

  async find(sessionId: number): Promise<AnalysisRecord | null> {
    const row = await this.em.findOne(SessionAnalysisEntity, { sessionId });
    return row && toRecord(row);
  }

  /**
   * pg-boss keeps its jobs in this database (schema pgboss, keyed by queue and id). A cancelled job was
   * taken over by a copy whose id the record does not know (JobOwnership's recovery): it counts as alive.
   */
  async stranded(quietSeconds: number, limit: number): Promise<number[]> {
    const rows = await this.em.execute<{ session_id: number }[]>(
      `update session_analyses set updated_at = now() where id in (
         select a.id from session_analyses a
         where a.status = 'Pending' and a.updated_at < now() - make_interval(secs => ?)
           and not exists (select 1 from pgboss.job j where j.name = ? and j.id = a.job_id::uuid and j.state in ('created', 'retry', 'active', 'cancelled'))
         order by a.id limit ? for update skip locked)
       returning session_id`,
      [quietSeconds, ANALYSIS_QUEUE, limit],
    );
    return rows.map((r) => Number(r.session_id));
  }

  async attempted(a: AttemptRecord): Promise<void> {
    // No record: the account was deleted while the attempt ran (ADR 0030), and nothing of it is kept.
    if (!(await this.em.nativeUpdate(SessionAnalysisEntity, { sessionId: a.sessionId }, { attempts: a.attempt, lastError: a.error }))) return;
    this.em.create(AnalysisAttemptEntity, { ...a });
    await this.em.flush();
  }

  async completed(sessionId: number): Promise<boolean> {
    return (await this.em.nativeUpdate(SessionAnalysisEntity, { sessionId, status: { $in: ['Pending', 'Failed'] } }, { status: 'Completed', lastError: null, failedAt: null })) === 1;
  }

  async failed(sessionId: number, reason: string): Promise<boolean> {
    return (await this.em.nativeUpdate(SessionAnalysisEntity, { sessionId, status: 'Pending' }, { status: 'Failed', lastError: reason, failedAt: new Date() })) === 1;
  }

  /** One conditional statement: two concurrent re-queues split the failed analyses, never both take one. */
  async reopenFailed(): Promise<number[]> {
    const rows = await this.em.execute<{ session_id: number }[]>(
      `update session_analyses set status = 'Pending', job_id = null, failed_at = null, updated_at = now() where status = 'Failed' returning session_id`,
    );
    return rows.map((r) => Number(r.session_id));
  }

  async reopen(sessionId: number, userId: number): Promise<void> {
    await this.requested(sessionId, userId);
    // No job: if this process dies mid-analysis, the sweep (stranded) finds the record once it has been quiet long enough.
    await this.em.nativeUpdate(SessionAnalysisEntity, { sessionId }, { status: 'Pending', jobId: null, failedAt: null, lastError: null, updatedAt: new Date() });
  }

  async stats(since: Date) {
    const [row] = await this.em.getConnection().execute<Record<string, string | number>[]>(
      `select
         (select count(distinct session_id) from analysis_attempts where was_successful and attempted_at >= ?) as analysed,
         (select count(*) from session_analyses where status = 'Pending' and attempts > 0) as pending_retries,
         (select count(*) from analysis_attempts where was_successful and attempt > 1 and attempted_at >= ?) as successful_retries,
         (select count(*) from session_analyses where status = 'Failed') as permanently_failed,
         (select count(*) from analysis_attempts where attempted_at >= ?) as attempts,
         (select count(*) from analysis_attempts where was_successful and attempted_at >= ?) as successes`,
      [since, since, since, since],
    );
    return {
      analysed: Number(row!.analysed), pendingRetries: Number(row!.pending_retries), successfulRetries: Number(row!.successful_retries),
      permanentlyFailed: Number(row!.permanently_failed), attempts: Number(row!.attempts), successes: Number(row!.successes),
    };
  }

  async recentFailures(limit: number): Promise<AnalysisRecord[]> {
    return (await this.em.find(SessionAnalysisEntity, { status: 'Failed' }, { orderBy: { failedAt: 'desc' }, limit })).map(toRecord);
  }

  async recentRetries(limit: number): Promise<AttemptRecord[]> {
    const rows = await this.em.find(AnalysisAttemptEntity, { attempt: { $gt: 1 } }, { orderBy: { attemptedAt: 'desc', id: 'desc' }, limit });
    return rows.map((r) => ({ sessionId: r.sessionId, userId: r.userId, attempt: r.attempt, wasSuccessful: r.wasSuccessful, error: r.error ?? null, attemptedAt: r.attemptedAt }));
  }
}

function toRecord(r: SessionAnalysisEntity): AnalysisRecord {
  return {
    sessionId: r.sessionId, userId: r.userId, status: r.status, attempts: r.attempts, lastError: r.lastError ?? null,
    jobId: r.jobId ?? null, requestedAt: r.requestedAt, failedAt: r.failedAt ?? null,
  };
}
