import { sqlOn } from './team.ts';
import type { TestServer } from './test-server.ts';

/** A seeded account as the people list shows it, for computing the order a sort must give. */
export interface SeededPerson {
  id: number;
  email: string;
  role: 'User' | 'Admin' | 'SuperAdmin';
  organization: { id: number; name: string } | null;
  registeredAt: Date;
  lastLoginAt: Date | null;
  lastHeartbeatAt: Date | null;
  completedScenarios: number;
  incompleteScenarios: number;
  emailVerified: boolean;
}

const MINUTE = 60_000;

/**
 * `count` accounts written straight to the database, every list column varied (ties included, so
 * the id must break them): emails `p00-<tag>@people.test` …, three organisations `<tag>-a/b/c`.
 * Heartbeats are minutes before `now`, so each presence band has members.
 */
export async function seedPeople(server: TestServer, tag: string, count = 30, now = new Date()): Promise<SeededPerson[]> {
  const sql = sqlOn(server);
  const organizations: { id: number; name: string }[] = [];
  for (const letter of ['a', 'b', 'c']) {
    const name = `${tag}-${letter}`;
    const [row] = (await sql('insert into organizations (name, created_at) values (?, ?) returning id', [name, now])) as { id: number }[];
    organizations.push({ id: row!.id, name });
  }
  const people: SeededPerson[] = [];
  for (let i = 0; i < count; i++) {
    const person: Omit<SeededPerson, 'id'> = {
      email: `p${String(i).padStart(2, '0')}-${tag}@people.test`,
      role: i % 10 === 3 ? 'Admin' : i % 10 === 7 ? 'SuperAdmin' : 'User',
      organization: i % 4 === 3 ? null : organizations[(i * 7) % 3]!,
      registeredAt: new Date(now.getTime() - ((i * 7) % count) * 24 * 60 * MINUTE - i),
      lastLoginAt: i % 4 === 0 ? null : new Date(now.getTime() - ((i * 11) % 9) * 60 * MINUTE),
      lastHeartbeatAt: i % 5 === 0 ? null : new Date(now.getTime() - [1, 10, 100, 2000][i % 4]! * MINUTE - i * 1000),
      completedScenarios: i % 4,
      incompleteScenarios: (i * 3) % 5,
      emailVerified: i % 3 === 0,
    };
    const [row] = (await sql(
      `insert into users (email, role, organization_id, registered_at, last_login_at, last_heartbeat_at, completed_scenarios, incomplete_scenarios,
                          email_verified, locale, experience_points)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, 'en', 0) returning id`,
      [person.email, person.role, person.organization?.id ?? null, person.registeredAt, person.lastLoginAt, person.lastHeartbeatAt,
        person.completedScenarios, person.incompleteScenarios, person.emailVerified],
    )) as { id: number }[];
    people.push({ ...person, id: row!.id });
  }
  return people;
}

type Column = 'email' | 'role' | 'organization' | 'registeredAt' | 'lastLoginAt' | 'lastHeartbeatAt' | 'completedScenarios'
  | 'incompleteScenarios' | 'emailVerified';

const valueOf = (p: SeededPerson, column: Column): string | number | null => {
  const v = column === 'organization' ? p.organization?.name ?? null : p[column];
  return v instanceof Date ? v.getTime() : typeof v === 'boolean' ? Number(v) : v;
};

/**
 * The order the people list promises (written from the API's rules, not from its SQL): by the
 * column, ties by id the same way; no last login or heartbeat counts as oldest; no organisation
 * comes last either way.
 */
export function expectedOrder(people: SeededPerson[], column: Column, dir: 'asc' | 'desc'): number[] {
  const sign = dir === 'asc' ? 1 : -1;
  return [...people].sort((a, b) => {
    const [x, y] = [valueOf(a, column), valueOf(b, column)];
    if (x === null || y === null) {
      if (x === y) return sign * (a.id - b.id);
      if (column === 'organization') return x === null ? 1 : -1;
      return sign * (x === null ? -1 : 1);
    }
    return sign * (x < y ? -1 : x > y ? 1 : a.id - b.id);
  }).map((p) => p.id);
}

/** Every field of the edit form (SPEC §3 "User detail/edit"), as the web sends it. */
export const fullEdit = (email: string, changes: Record<string, unknown> = {}) => ({
  email, role: 'User', level: 'B2', organizationId: '', experiencePoints: 40, subscriptionTier: 'Free', subscriptionExpiresAt: '',
  sessionCountThisMonth: 1, coachSessionCountThisMonth: 0, monthlyResetDate: '2030-01-01T00:00:00.000Z', locale: 'en', emailVerified: false,
  emailVerificationToken: '', emailVerificationSentAt: '', emailVerificationExpiresAt: '', emailVerifiedAt: '', avatar: '', firstName: '',
  gender: '', inviteToken: '', invitedAt: '', invitedByUserId: '', registeredAt: '', totalSessions: 3, ...changes,
});
