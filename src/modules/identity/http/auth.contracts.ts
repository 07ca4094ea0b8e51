import { z } from 'zod';
import { isEmailAddress } from '../../../shared/email.ts';
import { MIN_PASSWORD_LENGTH, ROLES, type Locale } from '../domain/user.ts';
import { canonicalTimeZone, isTimeZone } from '../../../shared/time-zone.ts';

/** Request and response contracts of the identity API (SPEC.md §7 "Authentication and profile"). */

export { ROLES, type Role, type Locale } from '../domain/user.ts';
const LOCALES = ['en', 'ru'] as const satisfies readonly Locale[];

const email = z.string().trim().toLowerCase().refine(isEmailAddress, 'Email must look like name@example.com.');
const locale = z.enum(LOCALES, { message: 'Locale must be en or ru.' });

export const loginRequest = z.object({
  email,
  password: z.string().min(1, 'Password is required.').max(1024),
  rememberMe: z.boolean().default(false),
  locale: locale.optional(),
});

export const registerRequest = z.object({
  email,
  password: z.string().min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`).max(1024),
  rememberMe: z.boolean().default(false),
  locale: locale.optional(),
});

export const refreshRequest = z.object({ refreshToken: z.string().min(1).max(512) });
export const logoutRequest = z.object({ refreshToken: z.string().max(512).optional() });
export const updateLocaleRequest = z.object({ locale });
/** The browser's zone (ADR 0046), optional: a heartbeat without a body only marks presence. */
export const heartbeatRequest = z.object({
  timeZone: z.string().refine(isTimeZone, { message: 'Time zone must be an IANA name like Europe/Moscow.' }).transform(canonicalTimeZone).optional(),
});

export const changePasswordRequest = z
  .object({
    currentPassword: z.string().max(1024).default(''),
    newPassword: z.string().min(MIN_PASSWORD_LENGTH, `New password must be at least ${MIN_PASSWORD_LENGTH} characters.`).max(1024),
    confirmPassword: z.string().max(1024),
  })
  .refine((b) => b.newPassword === b.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });

/**
 * Email update answers with SPEC §8 codes, so the body is checked in the use case, not here: an
 * address too long to be one is EMAIL_INVALID there (the body limit bounds it).
 * `currentPassword` (beyond SPEC, ADR 0042) is required when the account has a password.
 */
export const updateEmailRequest = z.object({
  email: z.string().optional().nullable(),
  currentPassword: z.string().max(1024).optional().nullable(),
});

export const usageView = z.object({
  sessionCount: z.number().int(),
  sessionLimit: z.number().int(),
  coachSessionCount: z.number().int(),
  coachSessionLimit: z.number().int(),
  subscriptionTier: z.string(),
  monthlyResetDate: z.string(),
  subscriptionExpiresAt: z.string().nullable(),
});

export const userView = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(ROLES),
  avatar: z.string().nullable(),
  firstName: z.string().nullable(),
  hasPassword: z.boolean(),
  emailVerified: z.boolean(),
  /** The address is a placeholder in the temporary domain (the provider gave none): ask for a real one. */
  temporaryEmail: z.boolean(),
  locale: locale,
  organization: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  usage: usageView,
});

export const authResponse = z.object({
  token: z.string(),
  /** Rotate it through POST /api/auth/refresh; it lives REFRESH_TOKEN_TTL_DAYS with rememberMe, else BROWSER_SESSION_TTL_HOURS. */
  refreshToken: z.string(),
  message: z.string(),
  user: userView,
});
export const refreshResponse = z.object({ token: z.string(), refreshToken: z.string() });
export const messageResponse = z.object({ success: z.boolean(), message: z.string() });
export const forceLogoutResponse = z.object({ forceLogout: z.boolean() });
/** Hub event `forced-logout` (DESIGN §4): the user was signed out everywhere; the socket closes next. */
export const forcedLogoutEvent = z.object({ reason: z.string() });
export const errorResponse = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});

export type LoginRequest = z.input<typeof loginRequest>;
export type RegisterRequest = z.input<typeof registerRequest>;
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;
export type UserView = z.infer<typeof userView>;
export type UsageView = z.infer<typeof usageView>;
export type AuthResponse = z.infer<typeof authResponse>;
export type RefreshResponse = z.infer<typeof refreshResponse>;
export type ErrorResponse = z.infer<typeof errorResponse>;
export type ForcedLogoutEvent = z.infer<typeof forcedLogoutEvent>;
export type { HealthResponse } from '../../../platform/http/health.contracts.ts';

/** "Forgot your password?": the address to mail a link to. */
export const forgotPasswordRequest = z.object({ email: z.string().trim().min(1, 'Email is required.').max(254) });
export const resetPasswordRequest = z.object({
  token: z.string().trim().min(1, 'The link has no token.').max(200),
  newPassword: z.string().min(MIN_PASSWORD_LENGTH, `New password must be at least ${MIN_PASSWORD_LENGTH} characters.`).max(1024),
});
export const resetLinkQuery = z.object({ token: z.string().trim().min(1).max(200) });
export const resetLinkStatus = z.object({ valid: z.boolean() });
/** "It was not me" (ADR 0047): the address the link restores, shown to the one it was mailed to. */
export const undoLinkStatus = z.object({ valid: z.boolean(), email: z.string().nullable() });
export const undoEmailChangeResponse = z.object({ success: z.boolean(), message: z.string(), email: z.string() });
