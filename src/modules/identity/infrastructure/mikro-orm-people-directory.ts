import { inject, injectable } from 'inversify';
import type { EntityManager } from '@mikro-orm/sql';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { UserSortColumn } from '../http/superadmin-users.contracts.ts';
import type { PeopleCounts, PeopleDirectory, PeopleQuery, PersonSummary } from '../domain/people.ports.ts';
import type { Role } from '../domain/user.ts';

type Row = Record<string, unknown>;

/** Column of each sort; the id breaks ties in the same direction, so one index (column, id) serves both ways. */
const SORT_COLUMNS: Record<UserSortColumn, string> = {
  email: 'u."email"', role: 'u."role"', organization: 'o."name"', registeredAt: 'u."registered_at"', lastLoginAt: 'u."last_login_at"',
  lastHeartbeatAt: 'u."last_heartbeat_at"', completedScenarios: 'u."completed_scenarios"', incompleteScenarios: 'u."incomplete_scenarios"',
  emailVerified: 'u."email_verified"',
};
const NEVER_FIRST: readonly UserSortColumn[] = ['lastLoginAt', 'lastHeartbeatAt'];

function orderBy(sortBy: UserSortColumn, dir: 'asc' | 'desc'): string {
  const column = SORT_COLUMNS[sortBy];
  if (sortBy === 'email') return `${column} ${dir}`; // unique: no tie to break
  // "Never" is older than any moment: first oldest-first, last newest-first (the index's NULLS FIRST, read either way).
  if (NEVER_FIRST.includes(sortBy)) return `${column} ${dir} nulls ${dir === 'asc' ? 'first' : 'last'}, u."id" ${dir}`;
  // No organisation sorts after every name, either way.
  if (sortBy === 'organization') return `${column} ${dir} nulls last, u."id" ${dir}`;
  return `${column} ${dir}, u."id" ${dir}`;
}

/** LIKE takes the search literally: its own wildcards and escape are escaped. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

function where(query: Pick<PeopleQuery, 'search' | 'role' | 'organizationId'>): { sql: string; params: unknown[] } {
  // Emails are stored lower-case (normaliseEmail), so LIKE on the column is the case-insensitive
  // match, and the trigram index on the column serves the substring.
  const clauses: [string, unknown][] = [];
  if (query.search) clauses.push(['u."email" like ?', containing(query.search)]);
  if (query.role) clauses.push(['u."role" = ?', query.role]);
  if (query.organizationId) clauses.push(['u."organization_id" = ?', query.organizationId]);
  return { sql: clauses.length ? `where ${clauses.map(([sql]) => sql).join(' and ')}` : '', params: clauses.map(([, param]) => param) };
}

const moment = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(value as string | Date));

function toSummary(row: Row): PersonSummary {
  return {
    id: Number(row.id), email: String(row.email), role: row.role as Role,
    organization: row.organization_id == null ? null : { id: Number(row.organization_id), name: String(row.organization_name) },
    registeredAt: moment(row.registered_at)!, lastLoginAt: moment(row.last_login_at), lastHeartbeatAt: moment(row.last_heartbeat_at),
    completedScenarios: Number(row.completed_scenarios), incompleteScenarios: Number(row.incomplete_scenarios), emailVerified: Boolean(row.email_verified),
  };
}

/**
 * The people console's reads (R2.10), as plain SQL over the users table and its indexes: each
 * sort walks its (column, id) index for one page, and counts avoid the organisations join.
 */
@injectable()
export class MikroOrmPeopleDirectory implements PeopleDirectory {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async page(query: PeopleQuery): Promise<{ items: PersonSummary[]; total: number }> {
    const filter = where(query);
    const [count] = await this.em.execute<Record<string, string | number>[]>(
      `select count(*) as "total", count(u."organization_id") as "members" from "users" u ${filter.sql}`, filter.params);
    const total = Number(count!.total);
    const offset = (query.page - 1) * query.pageSize;
    if (offset >= total) return { items: [], total };
    const take = Math.min(query.pageSize, total - offset);
    // Past the middle the page is read from the other end (the same rows, reversed): no page walks more than half the index.
    const flip = offset > total - offset - take;
    const from = flip ? total - offset - take : offset;
    const dir = flip ? (query.sortDir === 'asc' ? 'desc' : 'asc') : query.sortDir;
    const ids = query.sortBy === 'organization'
      ? await this.byOrganization(filter, dir, flip, from, take, Number(count!.members), total)
      : (await this.em.execute<{ id: number }[]>(
        `select u."id" from "users" u ${filter.sql} order by ${orderBy(query.sortBy, dir)} limit ? offset ?`, [...filter.params, take, from])).map((r) => r.id);
    if (flip) ids.reverse();
    // Only the page's rows are read whole (late row lookup): the walk above is index-only.
    const rows = await this.em.execute<Row[]>(
      `select u."id", u."email", u."role", u."organization_id", o."name" as "organization_name", u."registered_at", u."last_login_at",
              u."last_heartbeat_at", u."completed_scenarios", u."incomplete_scenarios", u."email_verified"
         from "users" u left join "organizations" o on o."id" = u."organization_id" where u."id" in (${ids.map(() => '?').join(', ') || 'null'})`, ids);
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    return { items: ids.map((id) => toSummary(byId.get(Number(id))!)), total };
  }

  /**
   * By organisation name, the unorganised last either way: each organisation's members in id order
   * from the (organization_id, id) index, organisations in name order, no sort of the whole table.
   */
  private async byOrganization(filter: { sql: string; params: unknown[] }, dir: 'asc' | 'desc', flip: boolean, from: number, take: number, members: number, total: number) {
    const also = filter.sql ? filter.sql.replace(/^where /, 'and ') : '';
    const inOrgs = async (offset: number, limit: number) => (await this.em.execute<{ id: number }[]>(
      `select m."id" from "organizations" o cross join lateral (select u."id" from "users" u where u."organization_id" = o."id" ${also} order by u."id" ${dir}) m
        order by o."name" ${dir}, m."id" ${dir} limit ? offset ?`, [...filter.params, limit, offset])).map((r) => r.id);
    const alone = async (offset: number, limit: number) => (await this.em.execute<{ id: number }[]>(
      `select u."id" from "users" u where u."organization_id" is null ${also} order by u."id" ${dir} limit ? offset ?`, [...filter.params, limit, offset])).map((r) => r.id);
    const segments: [number, (o: number, l: number) => Promise<number[]>][] = flip ? [[total - members, alone], [members, inOrgs]] : [[members, inOrgs], [total - members, alone]];
    const ids: number[] = [];
    let skip = from;
    for (const [size, read] of segments) {
      if (ids.length >= take) break;
      if (skip >= size) { skip -= size; continue; }
      ids.push(...(await read(skip, take - ids.length)));
      skip = 0;
    }
    return ids;
  }

  async counts(): Promise<PeopleCounts> {
    const [row] = await this.em.execute<Record<string, string | number>[]>(
      `select count(*) as "total", count(*) filter (where "email_verified") as "verified",
              count(*) filter (where "role" = 'Admin') as "admins", count(*) filter (where "role" = 'SuperAdmin') as "superadmins"
         from "users"`,
    );
    return { totalUsers: Number(row!.total), verifiedEmails: Number(row!.verified), totalAdmins: Number(row!.admins), totalSuperAdmins: Number(row!.superadmins) };
  }

  async activeSince(since: Date, limit: number): Promise<{ total: number; users: { id: number; email: string }[] }> {
    const users = await this.em.execute<{ id: number; email: string }[]>(
      'select "id", "email" from "users" where "last_heartbeat_at" > ? order by "last_heartbeat_at" desc, "id" desc limit ?', [since, limit],
    );
    const [count] = await this.em.execute<{ total: string | number }[]>('select count(*) as "total" from "users" where "last_heartbeat_at" > ?', [since]);
    return { total: Number(count!.total), users: users.map((u) => ({ id: Number(u.id), email: u.email })) };
  }

  async scenarioCounts(userId: number): Promise<Pick<PersonSummary, 'completedScenarios' | 'incompleteScenarios'>> {
    const [row] = await this.em.execute<Row[]>('select "completed_scenarios", "incomplete_scenarios" from "users" where "id" = ?', [userId]);
    return { completedScenarios: Number(row?.completed_scenarios ?? 0), incompleteScenarios: Number(row?.incomplete_scenarios ?? 0) };
  }
}
