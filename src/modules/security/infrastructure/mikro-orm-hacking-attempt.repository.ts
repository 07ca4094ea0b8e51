import { inject, injectable } from 'inversify';
import type { EntityManager, FilterQuery } from '@mikro-orm/sql';
import { PLATFORM } from '#src/platform/tokens.ts';
import { countRowsBefore, deleteRowsBefore } from './rows-before.ts';
import { DAY_MS } from '#src/shared/calendar-day.ts';
import { ANONYMISED, type HackingAttempt, type NewHackingAttempt } from '../domain/hacking-attempt.ts';
import type { AttemptCounts, AttemptFilter, HackingAttemptRepository } from '../domain/ports.ts';
import { HackingAttemptEntity } from './security.entities.ts';


const toAttempt = (r: HackingAttemptEntity): HackingAttempt => ({
  id: r.id, attemptTime: r.attemptTime, userId: r.userId ?? null, userEmail: r.userEmail ?? null, sessionId: r.sessionId ?? null,
  riskLevel: r.riskLevel, wasBlocked: r.wasBlocked, userIp: r.userIp ?? null, userLocale: r.userLocale ?? null, message: r.message,
  patterns: [...r.patterns], reasoning: r.reasoning ?? null, suggestedAction: r.suggestedAction ?? null, reviewedBy: r.reviewedBy,
  history: [...r.history], scenarioName: r.scenarioName ?? null, scenarioDescription: r.scenarioDescription ?? null, source: r.source,
  modelOutput: r.modelOutput ?? null,
});

@injectable()
export class MikroOrmHackingAttemptRepository implements HackingAttemptRepository {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async add(attempt: NewHackingAttempt): Promise<HackingAttempt> {
    const row = this.em.create(HackingAttemptEntity, attempt);
    await this.em.flush();
    return toAttempt(row);
  }

  async find(id: number): Promise<HackingAttempt | null> {
    if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
    const row = await this.em.findOne(HackingAttemptEntity, { id }, { refresh: true });
    return row && toAttempt(row);
  }

  async list(filter: AttemptFilter, page: number, pageSize: number) {
    const where: FilterQuery<HackingAttemptEntity> = {
      ...(filter.riskLevel ? { riskLevel: filter.riskLevel } : {}),
      ...(filter.wasBlocked !== undefined ? { wasBlocked: filter.wasBlocked } : {}),
      ...(filter.from || filter.before ? { attemptTime: { ...(filter.from ? { $gte: filter.from } : {}), ...(filter.before ? { $lt: filter.before } : {}) } } : {}),
    };
    const [rows, total] = await this.em.findAndCount(HackingAttemptEntity, where, {
      orderBy: { attemptTime: 'desc', id: 'desc' }, limit: pageSize, offset: (page - 1) * pageSize,
    });
    return { items: rows.map(toAttempt), total };
  }

  async counts(now: Date): Promise<AttemptCounts> {
    const since = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const [row] = await this.em.getConnection().execute<{ total: string; blocked: string; day: string; week: string }[]>(
      `select count(*) as total, count(*) filter (where was_blocked) as blocked,
              count(*) filter (where attempt_time >= ?) as day, count(*) filter (where attempt_time >= ?) as week
         from hacking_attempts`,
      [since(1), since(7)],
    );
    return { total: Number(row!.total), blocked: Number(row!.blocked), last24Hours: Number(row!.day), last7Days: Number(row!.week) };
  }

  async latestBlocks(userId: number, since: Date, limit: number): Promise<Date[]> {
    // The learner's own messages only: a reply the output guard withheld was the model's doing.
    const rows = await this.em.find(HackingAttemptEntity, { userId, wasBlocked: true, source: 'input', attemptTime: { $gte: since } },
      { fields: ['attemptTime'], orderBy: { attemptTime: 'desc' }, limit, disableIdentityMap: true });
    return rows.map((row) => row.attemptTime);
  }

  countBefore(before: Date): Promise<number> {
    return countRowsBefore(this.em, 'hacking_attempts', 'attempt_time', before);
  }

  removeBefore(before: Date): Promise<number> {
    return deleteRowsBefore(this.em, 'hacking_attempts', 'attempt_time', before);
  }

  async saveReview(id: number, review: { reasoning: string; suggestedAction: string }): Promise<void> {
    // Not onto an attempt anonymised while the review ran (ADR 0030): the review would quote the erased words.
    await this.em.nativeUpdate(HackingAttemptEntity, { id, message: { $ne: ANONYMISED.message } }, { ...review, reviewedBy: 'llm' });
  }
}
