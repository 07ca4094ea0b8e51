import { inject, injectable } from 'inversify';
import type { EntityManager } from '@mikro-orm/sql';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { TeamResults } from '../domain/ports.ts';
import { SKILLS, type Skill } from '../domain/result.ts';
import type { MemberTotals } from '../domain/team-progress.ts';
import type { CountedMember } from '../domain/team-membership.ts';
import { columnOf, UTC_WEEK_START } from './result-columns.ts';

type Row = Record<string, string | number | Date | null>;

/**
 * The members as an inline table `m(user_id, counts_from)` to join results on: each member's
 * sessions count from their own moment. Two parameters a member, within any driver's limit.
 */
function membersTable(members: readonly CountedMember[]): { sql: string; params: (number | Date)[] } {
  return {
    sql: `(values ${members.map(() => '(?::integer, ?::timestamptz)').join(', ')}) as m(user_id, counts_from)`,
    params: members.flatMap((m) => [m.userId, m.countsFrom]),
  };
}

/**
 * One grouped query per answer, whatever the team's size: sums per member (first and latest
 * overall picked in the same pass by ordered array_agg), and counts per week. Both join the
 * members on session_results.user_id, which is indexed, and keep the results completed since the
 * member joined; bench/team-analytics.ts measured a composite (user_id, completed_at) index as no
 * faster for a team of 300, so there is none.
 */
@injectable()
export class MikroOrmTeamResults implements TeamResults {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async totalsOf(members: readonly CountedMember[]): Promise<MemberTotals[]> {
    if (members.length === 0) return [];
    const sums = SKILLS.map((s) => `sum(r.${columnOf(s)}) as "${s}"`).join(', ');
    const m = membersTable(members);
    const rows = await this.em.getConnection().execute<Row[]>(
      `select r.user_id, count(*) as sessions, sum(r.overall) as overall, ${sums},
         max(r.overall) as best,
         (array_agg(r.overall order by r.completed_at asc, r.id asc))[1] as first,
         (array_agg(r.overall order by r.completed_at desc, r.id desc))[1] as latest,
         max(r.completed_at) as latest_at
       from session_results r join ${m.sql} on r.user_id = m.user_id and r.completed_at >= m.counts_from
       group by r.user_id`,
      m.params,
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

  async weekly(members: readonly CountedMember[], since: Date) {
    if (members.length === 0) return [];
    const m = membersTable(members);
    const rows = await this.em.getConnection().execute<Row[]>(
      `select ${UTC_WEEK_START} as week_start,
         count(*) as sessions, avg(r.overall) as overall
       from session_results r join ${m.sql} on r.user_id = m.user_id and r.completed_at >= m.counts_from
       where r.completed_at >= ? group by 1 order by 1`,
      [...m.params, since],
    );
    return rows.map((r) => ({ weekStart: String(r.week_start), sessions: Number(r.sessions), overall: Number(r.overall) }));
  }
}
