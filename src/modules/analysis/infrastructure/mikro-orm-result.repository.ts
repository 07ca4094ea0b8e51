import { inject, injectable } from 'inversify';
import type { EntityManager } from '@mikro-orm/sql';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { ResultRepository } from '../domain/ports.ts';
import { SKILLS, type ScenarioCompletion, type SessionResult } from '../domain/result.ts';
import { SessionResultEntity } from './analysis.entities.ts';

const SKILL_COLUMNS = SKILLS.map((s) => [s, s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] as const);

@injectable()
export class MikroOrmResultRepository implements ResultRepository {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async save(result: SessionResult): Promise<void> {
    const scores = Object.fromEntries(SKILLS.map((s) => [s, result.scores[s].score]));
    const feedback = Object.fromEntries(SKILLS.map((s) => [s, result.scores[s].feedback]));
    this.em.create(SessionResultEntity, {
      sessionId: result.sessionId, userId: result.userId, scenarioId: result.scenarioId, personaName: result.personaName,
      overall: result.overall, ...(scores as Record<(typeof SKILLS)[number], number>), feedback, strengths: result.strengths,
      improvements: result.improvements, completedAt: result.completedAt,
    });
    await this.em.flush();
  }

  async mostCompleted(count: number): Promise<ScenarioCompletion[]> {
    const averages = SKILL_COLUMNS.map(([skill, column]) => `avg(${column}) as "${skill}"`).join(', ');
    const rows = await this.em.getConnection().execute<Record<string, string | number | null>[]>(
      `select scenario_id, count(*) as completions, ${averages} from session_results
       group by scenario_id order by completions desc, scenario_id asc limit ?`,
      [count],
    );
    return rows.map((row) => ({
      scenarioId: Number(row.scenario_id),
      completionCount: Number(row.completions),
      skillAverages: Object.fromEntries(
        SKILLS.map((s) => [s, row[s] === null ? null : Math.round(Number(row[s]) * 10) / 10]),
      ) as ScenarioCompletion['skillAverages'],
    }));
  }
}
