import { defineEntity, p } from '@mikro-orm/core';
import { PasswordResetSchema } from './password-reset.entities.ts';
import { EmailChangeUndoSchema } from './email-change-undo.entities.ts';
import { RateLimitSchema } from './rate-limit.entities.ts';

/** Persistence of the identity module. Column names are the snake_case of these properties. */
export const OrganizationSchema = defineEntity({
  name: 'Organization',
  tableName: 'organizations',
  // Unique in any case, as the names are looked up (findByName): two renames racing cannot make "Acme" and "acme".
  uniques: [{ name: 'organizations_name_lower_unique', expression: 'create unique index "organizations_name_lower_unique" on "organizations" (lower("name"))' }],
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(200),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** The language invitation mails go out in; null until an Admin sets it (then the inviting Admin's). */
    invitationLocale: p.string().length(10).$type<'en' | 'ru'>().nullable(),
  },
});
export class OrganizationEntity extends OrganizationSchema.class {}
OrganizationSchema.setClass(OrganizationEntity);

/**
 * The people console (R2.10) filters and sorts 100,000 users by every column of its list: each sort
 * has an index with the id (the tie-break), so a page is a short index walk. Nullable moments sort
 * NULLS FIRST ascending, which one index also serves backwards (never-seen users last when newest
 * first). Email search is a substring: a trigram index (pg_trgm, on PGlite too) finds it.
 */
const nullsFirstThenId = (column: string) => ({ columns: [{ name: column, nulls: 'FIRST' as const }, { name: 'id' }] });

export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  indexes: [
    // On the column itself: emails are stored lower-case, and PostgreSQL's planner costs lower() too cheaply to pick an index on it.
    { name: 'users_email_search_index', expression: 'create index "users_email_search_index" on "users" using gin ("email" gin_trgm_ops)' },
    { name: 'users_role_id_index', properties: ['role', 'id'] },
    { name: 'users_organization_id_id_index', properties: ['organization', 'id'] },
    { name: 'users_registered_at_id_index', properties: ['registeredAt', 'id'] },
    { name: 'users_last_login_at_id_index', ...nullsFirstThenId('last_login_at') },
    { name: 'users_last_heartbeat_at_id_index', ...nullsFirstThenId('last_heartbeat_at') },
    { name: 'users_completed_scenarios_id_index', properties: ['completedScenarios', 'id'] },
    { name: 'users_incomplete_scenarios_id_index', properties: ['incompleteScenarios', 'id'] },
    { name: 'users_email_verified_id_index', properties: ['emailVerified', 'id'] },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    email: p.string().length(254).unique(),
    passwordHash: p.string().length(255).nullable(),
    role: p.string().length(20).$type<'User' | 'Admin' | 'SuperAdmin'>().default('User'),
    level: p.string().length(100).nullable(),
    experiencePoints: p.integer().default(0),
    locale: p.string().length(10).$type<'en' | 'ru'>().default('en'),
    /** IANA zone the browser last reported (ADR 0046); null reads as UTC. */
    timeZone: p.string().length(64).nullable(),
    emailVerified: p.boolean().default(false),
    /** SHA-256 (hex) of the pending verification link's token; the token itself is never stored. */
    emailVerificationToken: p.string().length(255).nullable().index(),
    emailVerificationSentAt: p.datetime().nullable(),
    emailVerificationExpiresAt: p.datetime().nullable(),
    emailVerifiedAt: p.datetime().nullable(),
    avatar: p.string().length(500).nullable(),
    firstName: p.string().length(100).nullable(),
    gender: p.string().length(50).nullable(),
    inviteToken: p.string().length(255).nullable(),
    invitedAt: p.datetime().nullable(),
    invitedByUserId: p.integer().nullable(),
    organization: () => p.manyToOne(OrganizationEntity).nullable(),
    /** When the user joined their current organisation (null for memberships older than the column). */
    organizationJoinedAt: p.datetime().nullable(),
    registeredAt: p.datetime().onCreate(() => new Date()),
    lastLoginAt: p.datetime().nullable(),
    lastHeartbeatAt: p.datetime().nullable(),
    forceLogoutAt: p.datetime().nullable(),
    forceLogoutExceptSession: p.string().length(36).nullable(),
    /**
     * Practice sessions ended and still open (R2.10), kept by practice through LearnerTally in the
     * transactions that start and end them, so the people console sorts by them without a join.
     * Not part of the domain User: only the tally writes them, with plain UPDATEs.
     */
    completedScenarios: p.integer().default(0),
    incompleteScenarios: p.integer().default(0),
  },
});
export class UserEntity extends UserSchema.class {}
UserSchema.setClass(UserEntity);

export const RefreshTokenSchema = defineEntity({
  name: 'RefreshToken',
  tableName: 'refresh_tokens',
  properties: {
    id: p.integer().primary().autoincrement(),
    userId: p.integer().index(),
    familyId: p.string().length(36).index(),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: p.string().length(64).unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
  },
});
export class RefreshTokenEntity extends RefreshTokenSchema.class {}
RefreshTokenSchema.setClass(RefreshTokenEntity);

export const LoginAttemptSchema = defineEntity({
  name: 'LoginAttempt',
  tableName: 'login_attempts',
  // A user's logins newest first, between two days (the people console's Logins tab).
  indexes: [{ properties: ['userId', 'createdAt'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    userId: p.integer().nullable(),
    /** Indexed: deleting an account erases the attempts made at its address too (ADR 0030). */
    email: p.string().length(254).index(),
    ip: p.string().length(64).nullable(),
    userAgent: p.string().length(500).nullable(),
    success: p.boolean(),
    createdAt: p.datetime().onCreate(() => new Date()).index(),
  },
});
export class LoginAttemptEntity extends LoginAttemptSchema.class {}
LoginAttemptSchema.setClass(LoginAttemptEntity);

/**
 * A provider identity tied to an account (SPEC §3 Linked OAuth account). One row per identity: the
 * unique (provider, subject) is what lets two racing first sign-ins make one account, not two.
 */
export const OAuthAccountSchema = defineEntity({
  name: 'OAuthAccount',
  tableName: 'oauth_accounts',
  uniques: [{ properties: ['provider', 'subject'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    userId: p.integer().index(),
    provider: p.string().length(20).$type<'google' | 'facebook' | 'auth0'>(),
    subject: p.string().length(255),
    providerDisplayName: p.string().length(100),
    providerEmail: p.string().length(254).nullable(),
    button: p.string().length(20).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastUsedAt: p.datetime().nullable(),
  },
});
export class OAuthAccountEntity extends OAuthAccountSchema.class {}
OAuthAccountSchema.setClass(OAuthAccountEntity);

/**
 * An invitation to join an organisation (ADR 0027). Only the SHA-256 of the link's token is kept; a
 * resend replaces it. Accepted, declined and revoked rows stay as the team's history.
 */
export const TeamInvitationSchema = defineEntity({
  name: 'TeamInvitation',
  tableName: 'team_invitations',
  properties: {
    id: p.integer().primary().autoincrement(),
    organization: () => p.manyToOne(OrganizationEntity).index(),
    email: p.string().length(254).index(),
    tokenHash: p.string().length(64).unique(),
    invitedByUserId: p.integer().nullable(),
    status: p.string().length(20).$type<'pending' | 'accepted' | 'declined' | 'revoked'>().default('pending'),
    createdAt: p.datetime().onCreate(() => new Date()),
    sentAt: p.datetime(),
    expiresAt: p.datetime(),
    /** When it stopped being pending (accepted, declined or revoked). */
    closedAt: p.datetime().nullable(),
    acceptedUserId: p.integer().nullable(),
  },
});
export class TeamInvitationEntity extends TeamInvitationSchema.class {}
TeamInvitationSchema.setClass(TeamInvitationEntity);

export const identityEntities = [OrganizationSchema, UserSchema, RefreshTokenSchema, LoginAttemptSchema, OAuthAccountSchema, TeamInvitationSchema, PasswordResetSchema,
  EmailChangeUndoSchema, RateLimitSchema];
