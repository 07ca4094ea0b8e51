import type { User } from '../domain/user.ts';
import type { UserEntity } from './identity.entities.ts';

/**
 * Columns only their own plain UPDATEs write: the scenario counters (MikroOrmScenarioCounters) and
 * the time zone (the heartbeat, ADR 0046). No part of the domain User, so a save never writes back
 * a count or a zone read before the last session or heartbeat.
 */
export const OWN_UPDATE_COLUMNS = ['completedScenarios', 'incompleteScenarios', 'timeZone'] as const;

/** A users row as the repository writes it: every column, the organisation by its id (organization_id). */
export type UserRow = Omit<User, 'organization'> & { organization: number | null };

/**
 * Rows <-> domain users. The domain gets plain objects with no ORM state, so a change reaches the
 * database only through UserRepository.save. Columns a new row leaves unset read as null.
 * The organisation must be loaded: a user shows its name.
 */
export const userMapper = {
  toDomain(row: UserEntity): User {
    return {
      id: row.id,
      email: row.email,
      passwordHash: row.passwordHash ?? null,
      role: row.role,
      level: row.level ?? null,
      experiencePoints: row.experiencePoints,
      locale: row.locale,
      emailVerified: row.emailVerified,
      emailVerificationToken: row.emailVerificationToken ?? null,
      emailVerificationSentAt: row.emailVerificationSentAt ?? null,
      emailVerificationExpiresAt: row.emailVerificationExpiresAt ?? null,
      emailVerifiedAt: row.emailVerifiedAt ?? null,
      avatar: row.avatar ?? null,
      firstName: row.firstName ?? null,
      gender: row.gender ?? null,
      inviteToken: row.inviteToken ?? null,
      invitedAt: row.invitedAt ?? null,
      invitedByUserId: row.invitedByUserId ?? null,
      organization: row.organization ? { id: row.organization.id, name: row.organization.name } : null,
      organizationJoinedAt: row.organizationJoinedAt ?? null,
      registeredAt: row.registeredAt,
      lastLoginAt: row.lastLoginAt ?? null,
      lastHeartbeatAt: row.lastHeartbeatAt ?? null,
      forceLogoutAt: row.forceLogoutAt ?? null,
      forceLogoutExceptSession: row.forceLogoutExceptSession ?? null,
    };
  },

  toPersistence(user: User): UserRow {
    const { organization, ...columns } = user;
    return { ...columns, organization: organization?.id ?? null };
  },
};
