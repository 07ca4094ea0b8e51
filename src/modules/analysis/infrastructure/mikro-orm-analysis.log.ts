import { inject, injectable } from 'inversify';
import type { EntityManager } from '@mikro-orm/sql';
import { PLATFORM } from '#src/platform/tokens.ts';
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

  async unqueued(): Promise<AnalysisRecord[]> {
    return (await this.em.find(SessionAnalysisEntity, { status: 'Pending', jobId: null }, { orderBy: { id: 'asc' } })).map(toRecord);
  }

  async attempted(a: AttemptRecord): Promise<void> {
    // No record: the account was deleted while the attempt ran (ADR 0030), and nothing of it is kept.
    if (!(await this.em.nativeUpdate(SessionAnalysisEntity, { sessionId: a.sessionId }, { attempts: a.attempt, lastError: a.error }))) return;
    this.em.create(AnalysisAttemptEntity, { ...a });
    await this.em.flush();
  }

  async completed(sessionId: number): Promise<boolean> {
    return (await this.em.nativeUpdate(SessionAnalysisEntity, { sessionId, status: 'Pending' }, { status: 'Completed', lastError: null, failedAt: null })) === 1;
  }

  async failed(sessionId: number, reason: string): Promise<boolean> {
    return (await this.em.nativeUpdate(SessionAnalysisEntity, { sessionId, status: 'Pending' }, { status: 'Failed', lastError: reason, failedAt: new Date() })) === 1;
  }

  async reopenFailed(): Promise<AnalysisRecord[]> {
    const rows = await this.em.find(SessionAnalysisEntity, { status: 'Failed' });
    await this.em.nativeUpdate(SessionAnalysisEntity, { id: { $in: rows.map((r) => r.id) } }, { status: 'Pending', jobId: null, failedAt: null });
    return rows.map(toRecord);
  }

  async reopen(sessionId: number, userId: number): Promise<void> {
    await this.requested(sessionId, userId);
    await this.em.nativeUpdate(SessionAnalysisEntity, { sessionId }, { status: 'Pending', failedAt: null, lastError: null });
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
