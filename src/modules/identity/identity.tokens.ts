import { token } from '#src/platform/di.ts';
import type {
  AccessTokens, IdentityProviders, LinkedAccountRepository, LoginAttemptLog, PasswordHasher, ProfileSnapshots, RefreshTokenStore, Throttle,
  UsageReader, UserRepository,
} from './domain/ports.ts';

export const IDENTITY = {
  UserRepository: token<UserRepository>('identity.UserRepository'),
  PasswordHasher: token<PasswordHasher>('identity.PasswordHasher'),
  AccessTokens: token<AccessTokens>('identity.AccessTokens'),
  RefreshTokenStore: token<RefreshTokenStore>('identity.RefreshTokenStore'),
  LoginAttemptLog: token<LoginAttemptLog>('identity.LoginAttemptLog'),
  Throttle: token<Throttle>('identity.Throttle'),
  Settings: token<IdentitySettings>('identity.Settings'),
  ProfileSnapshots: token<ProfileSnapshots>('identity.ProfileSnapshots'),
  LinkedAccounts: token<LinkedAccountRepository>('identity.LinkedAccounts'),
  IdentityProviders: token<IdentityProviders>('identity.IdentityProviders'),
  /** Bound by the billing module. */
  UsageReader: token<UsageReader>('identity.UsageReader'),
} as const;

export interface IdentitySettings {
  refreshTokenTtlDays: number;
  /** TEMP_EMAIL_DOMAIN: where accounts whose provider gave no email get a placeholder address. */
  temporaryEmailDomain: string;
}
