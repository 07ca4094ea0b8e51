import { inject, injectable } from 'inversify';
import type { EntityManager } from '@mikro-orm/sql';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { ProgressResults } from '../domain/ports.ts';
import { MEASURES, type Measure, type ReportedWeek, type ScenarioRun } from '../domain/progress.ts';
import { columnOf, UTC_WEEK_START } from './result-columns.ts';

type Row = Record<string, string | number | Date | null>;
const QUARTER_HOUR_S = 900;
const perMeasure = <T>(read: (m: Measure) => T) => Object.fromEntries(MEASURES.map((m) => [m, read(m)])) as Record<Measure, T>;

/** Per measure: the first and latest score, and the best with its session and date (earliest on ties), by ordered array_agg. */
const RUN_COLUMNS = MEASURES.map((m) => {
  const c = columnOf(m);
  return `(array_agg(${c} order by completed_at asc, id asc))[1] as "${m}_first",
    (array_agg(${c} order by completed_at desc, id desc))[1] as "${m}_latest",
    max(${c}) as "${m}_best",
    (array_agg(session_id order by ${c} desc, completed_at asc, id asc))[1] as "${m}_best_session",
    (array_agg(completed_at order by ${c} desc, completed_at asc, id asc))[1] as "${m}_best_at"`;
}).join(',\n');

/**
 * Two grouped queries per view, however many results the learner has, both on the indexed
 * session_results.user_id: averages per week since the window starts, and one row per scenario
 * that carries the learner's bests, first and latest scores, and when each result was completed.
 */
@injectable()
export class MikroOrmProgressResults implements ProgressResults {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async weekly(userId: number, since: Date): Promise<ReportedWeek[]> {
    const averages = MEASURES.map((m) => `avg(${columnOf(m)}) as "${m}"`).join(', ');
    const rows = await this.em.getConnection().execute<Row[]>(
      `select ${UTC_WEEK_START} as week_start, count(*) as sessions, ${averages}
       from session_results where user_id = ? and completed_at >= ? group by 1 order by 1`,
      [userId, since],
    );
    return rows.map((r) => ({ weekStart: String(r.week_start), sessions: Number(r.sessions), averages: perMeasure((m) => Number(r[m])) }));
  }

  async byScenario(userId: number): Promise<{ runs: ScenarioRun[]; completedAt: Date[] }> {
    // The days are the learner's (ADR 0046), counted in their zone by the caller. Every zone's offset
    // is a whole number of quarter hours, so each quarter hour falls on one day anywhere: the distinct
    // quarter hours are all the caller needs, and a session's branches and retries share one.
    const rows = await this.em.getConnection().execute<Row[]>(
      `select scenario_id, count(*) as sessions,
         string_agg(distinct floor(extract(epoch from completed_at) / ${QUARTER_HOUR_S})::bigint::text, ',') as completed,
         ${RUN_COLUMNS}
       from session_results where user_id = ? group by scenario_id order by scenario_id`,
      [userId],
    );
    const runs = rows.map((r) => ({
      scenarioId: Number(r.scenario_id),
      sessions: Number(r.sessions),
      first: perMeasure((m) => Number(r[`${m}_first`])),
      latest: perMeasure((m) => Number(r[`${m}_latest`])),
      best: perMeasure((m) => ({
        score: Number(r[`${m}_best`]), sessionId: Number(r[`${m}_best_session`]), achievedAt: new Date(r[`${m}_best_at`] as string | Date),
      })),
    }));
    const completedAt = rows.flatMap((r) => String(r.completed).split(',').map((q) => new Date(Number(q) * QUARTER_HOUR_S * 1000)));
    return { runs, completedAt };
  }
}
