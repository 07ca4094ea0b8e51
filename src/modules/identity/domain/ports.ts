import type { NewUser, Role, User } from './user.ts';
import type { ProfileSnapshot } from './profile.ts';
import type { UsageView } from '../http/auth.contracts.ts';
import type { SignInOption } from '../http/oauth.contracts.ts';
import type { LinkedAccount, NewLinkedAccount, OAuthProvider, ProviderIdentity } from './oauth.ts';

export interface UserRepository {
  findById(id: number): Promise<User | null>;
  findByEmail(email: string): Promise<User | null>;
  /** Loads the user with the row locked until the surrounding transaction ends. */
  findForUpdate(id: number): Promise<User | null>;
  /**
   * The user whose pending verification has this token hash; with `lock`, the row stays locked
   * until the surrounding transaction ends, and a concurrent use of the same token finds nothing.
   */
  findByVerificationToken(tokenHash: string, lock: boolean): Promise<User | null>;
  /** Adds and persists a user; throws EmailTakenError when the email exists (checked by the database too). */
  add(user: NewUser): Promise<User>;
  /** Writes the user's fields; after findForUpdate, under the lock it took. Throws EmailTakenError when another account has the email. */
  save(user: User): Promise<void>;
  /** Presence, and where the browser says the user is now (kept as it was when it says nothing). */
  setHeartbeat(id: number, at: Date, timeZone?: string): Promise<void>;
  countByRole(role: Role): Promise<number>;
  /**
   * Locks every account of the role, in id order, until the surrounding transaction ends, and
   * answers their ids: two SuperAdmins deleting or demoting each other wait in turn, so one always remains.
   */
  lockRole(role: Role): Promise<number[]>;
  /** Deletes the account's row; what other tables keep about it goes first (PersonalDataEraser). */
  remove(id: number): Promise<void>;
}

/**
 * Each account's count of practice sessions completed and in progress (R2.10), which the people
 * console sorts by. Practice reports them (its LearnerTally port is bound to this) inside the
 * transactions that start and end sessions.
 */
export interface ScenarioCounters {
  sessionStarted(userId: number): Promise<void>;
  sessionCompleted(userId: number): Promise<void>;
  /** A session thrown away before the learner said anything: no longer in progress, and never completed. */
  sessionDiscarded(userId: number): Promise<void>;
}

/**
 * Each account's experience points (ADR 0039). The analysis module binds its ExperienceLedger to
 * this and adds what a result earns inside the transaction that saves it.
 */
export interface ExperienceLedger {
  /** Locks the account's row until the surrounding transaction ends; false when there is no such account. */
  holdAccount(userId: number): Promise<boolean>;
  /** Adds points (negative takes away), never below zero. */
  add(userId: number, points: number): Promise<void>;
}

/** The zone each account counts its calendar days in (ADR 0046); analysis binds its LearnerTimeZones to this. */
export interface LearnerTimeZones {
  /** The account's zone, or UTC where it never said (or there is no such account). */
  of(userId: number): Promise<string>;
}

/**
 * Port: this month's usage and the plan, shown with the profile (SPEC §3 User.usage). The billing
 * module owns them and binds this; identity only shows them.
 */
export interface UsageReader {
  usageOf(userId: number): Promise<UsageView>;
}

/**
 * Port for modules that act when a learner verifies an email address (billing adds the bonus
 * sessions). Multi-bound; identity knows none of them.
 */
export interface EmailVerifiedListener {
  /**
   * Runs inside the transaction that marks the address verified, so the reward and the verification
   * stand or fall together. Answers the sessions it added (0 when it had already rewarded this user),
   * and whether they wait for the learner's first month on Free (given on Premium, they have no use yet).
   */
  recordVerified(userId: number, at: Date): Promise<{ bonusSessions: number; bonusWaitsForFree: boolean }>;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** With no hash (unknown email, social-only account) it still spends the time of a check, then fails. */
  verify(hash: string | null, password: string): Promise<boolean>;
}

export interface AccessTokenClaims {
  id: number;
  email: string;
  role: Role;
  /** Milliseconds since the epoch. */
  issuedAt: number;
  expiresAt: number;
  /** The sign-in (one device) the token belongs to; its refresh-token family has the same id. */
  sessionId: string | null;
}

export interface AccessTokens {
  issue(user: Pick<User, 'id' | 'email' | 'role'>, sessionId: string): Promise<string>;
  verify(token: string): Promise<AccessTokenClaims | null>;
}

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
}

export interface RefreshTokenStore {
  /** Starts a new family (one sign-in on one device) whose tokens each live `ttlMs`. */
  issue(userId: number, ttlMs: number, familyId: string): Promise<IssuedRefreshToken>;
  /**
   * Exchanges a token for its successor, which lives as long as the family's tokens do.
   * A token used twice means it was stolen: the whole family is revoked and null returned.
   */
  rotate(token: string): Promise<{ userId: number; familyId: string; next: IssuedRefreshToken } | null>;
  revokeFamilyOf(token: string): Promise<void>;
  /** Every family of the user, but `exceptFamily` when given. */
  revokeAllFor(userId: number, exceptFamily?: string | null): Promise<void>;
}

export interface LoginAttempt {
  email: string;
  userId: number | null;
  ip: string | null;
  userAgent: string | null;
  success: boolean;
}

export interface RecordedLoginAttempt extends LoginAttempt {
  id: number;
  at: Date;
}

/** A span of time: from `from` (inclusive) to `before` (exclusive); either end may be open. */
export interface TimeRange {
  from?: Date;
  before?: Date;
}

export interface LoginAttemptLog {
  record(attempt: LoginAttempt): Promise<void>;
  /** The account's attempts in the range, newest first (the people console's Logins tab). */
  listFor(userId: number, range: TimeRange, page: number, pageSize: number): Promise<{ items: RecordedLoginAttempt[]; total: number }>;
  /** The addresses the account signed in from with its password since then (the latest few), as recorded. */
  signedInFrom(email: string, since: Date): Promise<string[]>;
}

export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

export type ThrottleBucket = 'login' | 'login-account' | 'login-address' | 'register' | 'email-change' | 'password-change' | 'oauth' | 'team-invite'
  | 'reset-mail-address' | 'reset-mail-account';

/**
 * Named throttles; `consume` throws RateLimitedError when the key is over its budget. A budget that
 * counts only failures is consumed first all the same, then refunded on success: a point taken at once
 * (atomically) is what stops a burst of parallel attempts all passing a count none of them has raised.
 */
export interface Throttle {
  consume(bucket: ThrottleBucket, key: string): Promise<void>;
  /** Gives back a point `consume` took, for an attempt that turned out not to count (a right password). */
  refund(bucket: ThrottleBucket, key: string): Promise<void>;
  reset(bucket: ThrottleBucket, key: string): Promise<void>;
}

/** Where recent profiles are kept; it must forget a user as soon as the user's row changes. */
export interface ProfileSnapshots {
  get(id: number): ProfileSnapshot | undefined;
  set(snapshot: ProfileSnapshot): void;
}

/**
 * An identity provider the server asks who a token speaks for (ADR 0023). Everything it answers
 * comes from the provider over the server's own connection, after the provider accepted the token
 * as one issued to this app.
 */
export interface IdentityProvider {
  readonly name: OAuthProvider;
  /** Throws OAUTH.TOKEN_REJECTED (forged, expired, another app's) or OAUTH.PROVIDER_UNAVAILABLE. */
  identify(token: string): Promise<ProviderIdentity>;
  /** How the browser starts a sign-in with each button this provider serves; none while it cannot. */
  signInOptions(): Promise<SignInOption[]>;
}

/** The configured providers; an unconfigured one is simply absent. */
export interface IdentityProviders {
  get(name: OAuthProvider): IdentityProvider | undefined;
  all(): readonly IdentityProvider[];
}

export interface LinkedAccountRepository {
  findByIdentity(provider: OAuthProvider, subject: string): Promise<LinkedAccount | null>;
  listFor(userId: number): Promise<LinkedAccount[]>;
  /** Throws OAUTH.ALREADY_LINKED when the identity is tied to an account already (checked by the database too). */
  add(link: NewLinkedAccount): Promise<LinkedAccount>;
  /** A sign-in used the link: when, and the address the provider gives now. */
  touch(id: number, at: Date, providerEmail: string | null): Promise<void>;
  remove(ids: readonly number[]): Promise<void>;
}

/**
 * What a SuperAdmin changed on an account (R2.10) or in the scenario catalogue (R2.11); before/after
 * hold only the changed fields, never secrets. A scenario entry has no target user: its before and
 * after name the scenario by `id` and `key` (ADR 0031).
 */
export interface AuditRecord {
  actorId: number | null;
  actorEmail: string;
  action: 'user.created' | 'user.updated' | 'user.password-reset' | 'user.subscription-updated' | 'user.deleted' | 'superadmin.password-changed'
    | 'scenario.created' | 'scenario.updated' | 'scenario.retired' | 'scenario.deleted';
  targetUserId: number | null;
  targetEmail: string | null;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  ip: string | null;
}

/** Port: the audit trail of SuperAdmin changes. Bound by the security module; called inside the change's transaction. */
export interface AuditTrail {
  record(entry: AuditRecord): Promise<void>;
}

/**
 * Port: erases (or anonymises, ADR 0030) what one module keeps about a user. Multi-bound, one per
 * module; every eraser runs inside the deletion's transaction, before the user row goes.
 */
export interface PersonalDataEraser {
  eraseUser(userId: number): Promise<void>;
}
