// What bench:superadmin asks the console for: the targets come from the seeded data (the busiest
// learner, learners and sessions picked by hash so every run asks for the same), the cases from the
// issue's Scale list (each sort column both ways, search, filters, deep pages, the per-user tabs).
import type pg from 'pg';
import { USER_SORT_COLUMNS } from '../src/modules/identity/http/superadmin-users.contracts.ts';

export interface Case { name: string; paths: string[]; target?: number }

export interface Targets {
  heavy: { id: number; sessions: number; messages: number; logins: number; from: string; to: string; sessionIds: number[] };
  users: number;
  randomUserIds: number[];
  randomSessionIds: number[];
  biggestOrgId: number;
  oneEmail: string;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Reads the targets, and puts ~300 learners "online" (heartbeat within the last 4 minutes) so the
 * stats' online list is not empty however old the seeded data is.
 */
export async function prepareTargets(db: pg.Client): Promise<Targets> {
  await db.query(`update users set last_heartbeat_at = now() - (hashint4(id) & 255) * interval '1 second'
    where id in (select id from users where role = 'User' order by hashint4(id + 1) limit 300)`);
  const q = async <T extends object>(sql: string, params: unknown[] = []) => (await db.query<T & pg.QueryResultRow>(sql, params)).rows;
  const [heavy] = await q<{ user_id: number; n: string; newest: Date }>(
    `select user_id, count(*) as n, max(started_at) as newest from practice_sessions group by user_id order by count(*) desc limit 1`);
  const id = heavy!.user_id;
  const [counts] = await q<{ messages: string; logins: string }>(`select
    (select count(*) from session_messages m join practice_sessions p on p.id = m.session_id where p.user_id = $1) as messages,
    (select count(*) from login_attempts where user_id = $1) as logins`, [id]);
  const sessionIds = (await q<{ id: number }>(`select id from practice_sessions where user_id = $1 and status = 'Completed' order by hashint4(id) limit 50`, [id])).map((r) => r.id);
  const randomUserIds = (await q<{ user_id: number }>(
    'select user_id from (select distinct user_id from practice_sessions) s order by hashint4(user_id) limit 50')).map((r) => r.user_id);
  const randomSessionIds = (await q<{ id: number }>(`select id from practice_sessions where status = 'Completed' order by hashint4(id) limit 50`)).map((r) => r.id);
  const [org] = await q<{ organization_id: number }>(
    'select organization_id from users where organization_id is not null group by 1 order by count(*) desc limit 1');
  const [one] = await q<{ email: string }>('select email from users where id = $1', [randomUserIds[0]]);
  const [users] = await q<{ n: string }>('select count(*) as n from users');
  return {
    heavy: {
      id, sessions: Number(heavy!.n), messages: Number(counts!.messages), logins: Number(counts!.logins), sessionIds,
      from: day(new Date(heavy!.newest.getTime() - 30 * 86_400_000)), to: day(heavy!.newest),
    },
    users: Number(users!.n), randomUserIds, randomSessionIds, biggestOrgId: org!.organization_id, oneEmail: one!.email.split('@')[0]!,
  };
}

const USERS_P95_MS = 100;
const STATS_P95_MS = 150;
const TABS_P95_MS = 100;

export function consoleCases(t: Targets): Case[] {
  const U = '/api/superadmin/users';
  const users = (name: string, query: string): Case => ({ name: `users: ${name}`, paths: [`${U}?${query}`], target: USERS_P95_MS });
  const lastPage = Math.ceil(t.users / 20);
  const middle = Math.floor(lastPage / 2);
  const tabs = (tab: 'activity' | 'messages' | 'logins', rows: number, extra = ''): Case[] => {
    const h = `${U}/${t.heavy.id}/${tab}`;
    return [
      { name: `${tab}: busiest user, page 1`, paths: [h], target: TABS_P95_MS },
      { name: `${tab}: busiest user, last page (${Math.ceil(rows / 20)})`, paths: [`${h}?page=${Math.ceil(rows / 20)}`], target: TABS_P95_MS },
      { name: `${tab}: busiest user, 30 days`, paths: [`${h}?dateFrom=${t.heavy.from}&dateTo=${t.heavy.to}`], target: TABS_P95_MS },
      ...(extra ? [{ name: `${tab}: busiest user, ${extra}`, paths: [`${h}?${extra}`], target: TABS_P95_MS }] : []),
      { name: `${tab}: 50 other users, page 1`, paths: t.randomUserIds.map((id) => `${U}/${id}/${tab}`), target: TABS_P95_MS },
    ];
  };
  return [
    users('default (by email ↑, SPEC §9)', ''),
    users('newest first', 'sortBy=registeredAt&sortDir=desc'),
    users('search "ivanov" (~4% match)', 'search=ivanov'),
    users('search "globex" (a domain, ~6%)', 'search=globex'),
    users(`search "${t.oneEmail}" (one match)`, `search=${encodeURIComponent(t.oneEmail)}`),
    users('search "an" (two letters, ~27%)', 'search=an'),
    users('search "qqzx" (no match)', 'search=qqzx'),
    users('role Admin', 'role=Admin'),
    users('role SuperAdmin', 'role=SuperAdmin'),
    users('the biggest organisation', `orgId=${t.biggestOrgId}`),
    users('search "ivanov", role User, by last login ↑', 'search=ivanov&role=User&sortBy=lastLoginAt&sortDir=asc'),
    ...USER_SORT_COLUMNS.flatMap((column) => (['asc', 'desc'] as const).map((dir) =>
      users(`by ${column} ${dir === 'asc' ? '↑' : '↓'}`, `sortBy=${column}&sortDir=${dir}`))),
    users(`page ${middle} (newest first)`, `page=${middle}&sortBy=registeredAt&sortDir=desc`),
    users(`page ${middle}, by email ↑`, `page=${middle}&sortBy=email&sortDir=asc`),
    users(`page ${lastPage}, by email ↑`, `page=${lastPage}&sortBy=email&sortDir=asc`),
    users(`page ${middle}, by completedScenarios ↓`, `page=${middle}&sortBy=completedScenarios&sortDir=desc`),
    users(`page ${middle}, by organization ↑`, `page=${middle}&sortBy=organization&sortDir=asc`),
    users(`page ${middle}, by lastHeartbeatAt ↓`, `page=${middle}&sortBy=lastHeartbeatAt&sortDir=desc`),
    { name: 'users/stats', paths: [`${U}/stats`], target: STATS_P95_MS },
    { name: 'organizations', paths: ['/api/superadmin/organizations'] },
    { name: 'user detail: busiest user', paths: [`${U}/${t.heavy.id}`] },
    { name: 'user detail: 50 other users', paths: t.randomUserIds.map((id) => `${U}/${id}`) },
    ...tabs('activity', t.heavy.sessions, 'status=completed'),
    ...tabs('messages', t.heavy.messages),
    ...tabs('logins', t.heavy.logins),
    { name: 'audit: busiest user', paths: [`${U}/${t.heavy.id}/audit`] },
    { name: 'session detail: 50 of the busiest user\'s', paths: t.heavy.sessionIds.map((id) => `/api/superadmin/sessions/${id}`) },
    { name: 'session detail: 50 others', paths: t.randomSessionIds.map((id) => `/api/superadmin/sessions/${id}`) },
  ];
}
