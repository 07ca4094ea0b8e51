import { inject, injectable } from 'inversify';
import type { EntityManager } from '@mikro-orm/sql';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { TeamResults } from '../domain/ports.ts';
import { SKILLS, type Skill } from '../domain/result.ts';
import type { MemberTotals } from '../domain/team-progress.ts';
import { columnOf, UTC_WEEK_START } from './result-columns.ts';

type Row = Record<string, string | number | Date | null>;

/**
 * One grouped query per answer, whatever the team's size: sums per member (first and latest
 * overall picked in the same pass by ordered array_agg), and counts per week. Both filter on
 * session_results.user_id, which is indexed; bench/team-analytics.ts measured a composite
 * (user_id, completed_at) index as no faster for a team of 300, so there is none.
 */
@injectable()
export class MikroOrmTeamResults implements TeamResults {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async totalsOf(userIds: readonly number[]): Promise<MemberTotals[]> {
    if (userIds.length === 0) return [];
    const sums = SKILLS.map((s) => `sum(${columnOf(s)}) as "${s}"`).join(', ');
    const rows = await this.em.getConnection().execute<Row[]>(
      `select user_id, count(*) as sessions, sum(overall) as overall, ${sums},
         max(overall) as best,
         (array_agg(overall order by completed_at asc, id asc))[1] as first,
         (array_agg(overall order by completed_at desc, id desc))[1] as latest,
         max(completed_at) as latest_at
       from session_results where user_id in (?) group by user_id`,
      [userIds],
    );
    return rows.map((r) => ({
      userId: Number(r.user_id),
      sessions: Number(r.sessions),
      overallSum: Number(r.overall),
      skillSums: Object.fromEntries(SKILLS.map((s) => [s, Number(r[s])])) as Record<Skill, number>,
      firstOverall: Number(r.first),
      latestOverall: Number(r.latest),
      bestOverall: Number(r.best),
      latestAt: new Date(r.latest_at as string | Date),
    }));
  }

  async weekly(userIds: readonly number[], since: Date) {
    if (userIds.length === 0) return [];
    const rows = await this.em.getConnection().execute<Row[]>(
      `select ${UTC_WEEK_START} as week_start,
         count(*) as sessions, avg(overall) as overall
       from session_results where user_id in (?) and completed_at >= ? group by 1 order by 1`,
      [userIds, since],
    );
    return rows.map((r) => ({ weekStart: String(r.week_start), sessions: Number(r.sessions), overall: Number(r.overall) }));
  }
}
