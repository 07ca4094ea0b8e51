import { inject, injectable } from 'inversify';
import type { EntityManager } from '@mikro-orm/sql';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { HistoryEntry, OverallRecord, ResultRepository } from '../domain/ports.ts';
import { oneDecimal, SKILLS, type ScenarioCompletion, type SessionResult, type Skill } from '../domain/result.ts';
import { SessionResultEntity } from './analysis.entities.ts';
import { columnOf } from './result-columns.ts';

const SKILL_COLUMNS = SKILLS.map((s) => [s, columnOf(s)] as const);

@injectable()
export class MikroOrmResultRepository implements ResultRepository {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async save(result: SessionResult): Promise<void> {
    const row = {
      sessionId: result.sessionId, userId: result.userId, scenarioId: result.scenarioId, personaName: result.personaName,
      locale: result.locale, coachEnabled: result.coachEnabled, analyzer: result.analyzer, overall: result.overall,
      ...(Object.fromEntries(SKILLS.map((s) => [s, result.scores[s].score])) as Record<Skill, number>),
      feedback: Object.fromEntries(SKILLS.map((s) => [s, result.scores[s].feedback])),
      strengths: result.strengths, improvements: result.improvements, findings: result.findings, completedAt: result.completedAt,
    };
    const existing = await this.em.findOne(SessionResultEntity, { sessionId: result.sessionId });
    if (existing) this.em.assign(existing, row);
    else this.em.create(SessionResultEntity, row);
    await this.em.flush();
  }

  async find(sessionId: number): Promise<SessionResult | null> {
    const row = await this.em.findOne(SessionResultEntity, { sessionId });
    return row && toResult(row);
  }

  // A re-run keeps its old result on show (completed) until the new one replaces it.
  async history(userId: number, page: number, pageSize: number) {
    const rows = await this.em.getConnection().execute<{ session_id: number; scenario_id: number | null; overall: string | number | null; at: Date | string; analysis: HistoryEntry['analysis'] }[]>(
      `select session_id, scenario_id, overall, completed_at as at, 'completed' as analysis from session_results where user_id = ?
       union all
       select a.session_id, null, null, a.requested_at, case when a.status = 'Failed' then 'failed' else 'pending' end
         from session_analyses a
        where a.user_id = ? and a.status <> 'Completed' and not exists (select 1 from session_results r where r.session_id = a.session_id)
       order by at desc, session_id desc limit ? offset ?`,
      [userId, userId, pageSize + 1, (page - 1) * pageSize],
    );
    const items = rows.slice(0, pageSize).map((r): HistoryEntry => ({
      sessionId: Number(r.session_id), scenarioId: r.scenario_id === null ? null : Number(r.scenario_id),
      overall: r.overall === null ? null : Number(r.overall), at: new Date(r.at), analysis: r.analysis,
    }));
    return { items, hasMore: rows.length > pageSize };
  }

  async allOf(userId: number): Promise<SessionResult[]> {
    return (await this.em.find(SessionResultEntity, { userId }, { orderBy: { completedAt: 'asc', id: 'asc' } })).map(toResult);
  }

  async averages(userId: number) {
    const columns = SKILL_COLUMNS.map(([skill, column]) => `avg(${column}) as "${skill}"`).join(', ');
    const [row] = await this.em.getConnection().execute<Record<string, string | number | null>[]>(
      `select count(*) as n, avg(overall) as overall, ${columns} from session_results where user_id = ?`, [userId],
    );
    if (!row || Number(row.n) === 0) return null;
    return {
      sessionCount: Number(row.n),
      overall: oneDecimal(Number(row.overall)),
      scores: Object.fromEntries(SKILLS.map((s) => [s, oneDecimal(Number(row[s]))])),
    };
  }

  async mostCompleted(): Promise<ScenarioCompletion[]> {
    const averages = SKILL_COLUMNS.map(([skill, column]) => `avg(${column}) as "${skill}"`).join(', ');
    const rows = await this.em.getConnection().execute<Record<string, string | number | null>[]>(
      `select scenario_id, count(*) as completions, count(distinct user_id) as learners, ${averages} from session_results
       group by scenario_id order by completions desc, scenario_id asc`,
    );
    return rows.map((row) => ({
      scenarioId: Number(row.scenario_id),
      completionCount: Number(row.completions),
      learners: Number(row.learners),
      skillAverages: Object.fromEntries(
        SKILLS.map((s) => [s, row[s] === null ? null : oneDecimal(Number(row[s]))]),
      ) as ScenarioCompletion['skillAverages'],
    }));
  }

  async overallByScenario() {
    const rows = await this.em.getConnection().execute<{ scenario_id: number; n: string | number; overall: string | number }[]>(
      'select scenario_id, count(*) as n, avg(overall) as overall from session_results group by scenario_id order by scenario_id',
    );
    return rows.map((r) => ({ scenarioId: Number(r.scenario_id), completionCount: Number(r.n), overall: Number(r.overall) }));
  }

  async overallsOf(userIds: readonly number[], scenarioIds: readonly number[], since: Date): Promise<OverallRecord[]> {
    if (!userIds.length || !scenarioIds.length) return [];
    const rows = await this.em.find(SessionResultEntity,
      { userId: { $in: [...userIds] }, scenarioId: { $in: [...scenarioIds] }, completedAt: { $gte: since } },
      { fields: ['sessionId', 'userId', 'scenarioId', 'overall', 'completedAt'], orderBy: { id: 'asc' } });
    return rows.map((r) => ({ sessionId: r.sessionId, userId: r.userId, scenarioId: r.scenarioId, overall: Number(r.overall), completedAt: r.completedAt }));
  }

  async overallOfSessions(sessionIds: readonly number[]): Promise<Map<number, number>> {
    if (!sessionIds.length) return new Map();
    const rows = await this.em.find(SessionResultEntity, { sessionId: { $in: [...sessionIds] } }, { fields: ['sessionId', 'overall'] });
    return new Map(rows.map((r) => [r.sessionId, Number(r.overall)]));
  }
}

function toResult(r: SessionResultEntity): SessionResult {
  return {
    sessionId: r.sessionId, userId: r.userId, scenarioId: r.scenarioId, personaName: r.personaName ?? null, locale: r.locale,
    coachEnabled: r.coachEnabled, analyzer: r.analyzer, overall: Number(r.overall),
    scores: Object.fromEntries(SKILLS.map((s) => [s, { score: Number(r[s]), feedback: r.feedback[s] ?? '' }])) as SessionResult['scores'],
    strengths: r.strengths, improvements: r.improvements, findings: r.findings ?? null, completedAt: r.completedAt,
  };
}
