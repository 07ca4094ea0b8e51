export const IDENTITY = {
  UserRepository: Symbol.for('identity.UserRepository'),
  PasswordHasher: Symbol.for('identity.PasswordHasher'),
  AccessTokens: Symbol.for('identity.AccessTokens'),
  RefreshTokenStore: Symbol.for('identity.RefreshTokenStore'),
  LoginAttemptLog: Symbol.for('identity.LoginAttemptLog'),
  Throttle: Symbol.for('identity.Throttle'),
  Settings: Symbol.for('identity.Settings'),
  ProfileSnapshots: Symbol.for('identity.ProfileSnapshots'),
} as const;

export interface IdentitySettings {
  refreshTokenTtlDays: number;
  freeTier: { sessions: number; coachSessions: number };
}
