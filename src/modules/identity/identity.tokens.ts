import { token } from '#src/platform/di.ts';
import type {
  AccessTokens, AuditTrail, EmailVerifiedListener, ExperienceLedger, IdentityProviders, LearnerTimeZones, LinkedAccountRepository, LoginAttemptLog, PasswordHasher, PersonalDataEraser, ProfileSnapshots, RefreshTokenStore,
  ScenarioCounters, Throttle, UsageReader, UserRepository,
} from './domain/ports.ts';
import type { InvitationRepository, OrganizationRepository } from './domain/team.ports.ts';
import type { AccountPlans, PeopleDirectory } from './domain/people.ports.ts';
import type { PasswordResetStore } from './domain/password-reset.ts';
import type { EmailChangeUndoStore } from './domain/email-change-undo.ts';

export const IDENTITY = {
  UserRepository: token<UserRepository>('identity.UserRepository'),
  PasswordHasher: token<PasswordHasher>('identity.PasswordHasher'),
  AccessTokens: token<AccessTokens>('identity.AccessTokens'),
  RefreshTokenStore: token<RefreshTokenStore>('identity.RefreshTokenStore'),
  PasswordResets: token<PasswordResetStore>('identity.PasswordResets'),
  EmailChangeUndos: token<EmailChangeUndoStore>('identity.EmailChangeUndos'),
  LoginAttemptLog: token<LoginAttemptLog>('identity.LoginAttemptLog'),
  Throttle: token<Throttle>('identity.Throttle'),
  Settings: token<IdentitySettings>('identity.Settings'),
  ProfileSnapshots: token<ProfileSnapshots>('identity.ProfileSnapshots'),
  LinkedAccounts: token<LinkedAccountRepository>('identity.LinkedAccounts'),
  IdentityProviders: token<IdentityProviders>('identity.IdentityProviders'),
  Organizations: token<OrganizationRepository>('identity.Organizations'),
  Invitations: token<InvitationRepository>('identity.Invitations'),
  /** Practice binds its LearnerTally to this (R2.10). */
  ScenarioCounters: token<ScenarioCounters>('identity.ScenarioCounters'),
  /** Analysis binds its ExperienceLedger to this (ADR 0039). */
  ExperienceLedger: token<ExperienceLedger>('identity.ExperienceLedger'),
  /** Analysis binds its LearnerTimeZones to this (ADR 0046). */
  LearnerTimeZones: token<LearnerTimeZones>('identity.LearnerTimeZones'),
  /** Bound by the billing module. */
  UsageReader: token<UsageReader>('identity.UsageReader'),
  /** Bound by the billing module (R2.10): plans and counters the SuperAdmin sees and edits. */
  AccountPlans: token<AccountPlans>('identity.AccountPlans'),
  PeopleDirectory: token<PeopleDirectory>('identity.PeopleDirectory'),
  /** Multi-bound by other modules (billing's verification bonus); see EmailVerifiedListener. */
  EmailVerifiedListeners: token<EmailVerifiedListener>('identity.EmailVerifiedListeners'),
  /** Bound by the security module (R2.10). */
  AuditTrail: token<AuditTrail>('identity.AuditTrail'),
  /** Multi-bound, one per module that keeps data about a user (R2.10, ADR 0030). */
  PersonalDataErasers: token<PersonalDataEraser>('identity.PersonalDataErasers'),
} as const;

export interface IdentitySettings {
  /** How long a remember-me sign-in's refresh tokens live (REFRESH_TOKEN_TTL_DAYS). */
  refreshTokenTtlDays: number;
  /** How long a sign-in without remember-me can be renewed (BROWSER_SESSION_TTL_HOURS). */
  browserSessionTtlHours: number;
  /** What links in mail start with (PUBLIC_URL), without a trailing slash. */
  linkBaseUrl: string;
  /** Addresses here are placeholders for accounts without one (TEMP_EMAIL_DOMAIN): never mailed. */
  temporaryEmailDomain: string;
}
