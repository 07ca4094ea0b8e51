import { z } from 'zod';
import { MAX_ID, pathId } from '#src/platform/http/path-id.contracts.ts';
import { isEmailAddress } from '../../../shared/email.ts';
import { calendarDay as day } from '#src/platform/http/calendar-day.contracts.ts';
import { END_BEFORE_START_RULE, endNotBeforeStart } from '#src/shared/calendar-day.ts';
import { MIN_PASSWORD_LENGTH, ROLES, type Locale } from '../domain/user.ts';

/**
 * Contracts of the SuperAdmin people console (SPEC §2 "SuperAdmin area", §3, §5, §7 "SuperAdmin").
 * Every route is SuperAdmin only. Dates travel as ISO strings; filters take whole UTC days.
 */

const LOCALES = ['en', 'ru'] as const satisfies readonly Locale[];
export const SUBSCRIPTION_TIERS = ['Free', 'Premium'] as const;
export const PRESENCES = ['Never', 'Online', 'RecentlyActive', 'Today', 'Offline'] as const;
/** SPEC §9: the people console lists 20 to a page. */
export const USERS_PAGE_SIZE = 20;

const isoDate = z.string();
/** PostgreSQL cannot store a NUL, and no field here has a use for control characters. */
const hasNoControlCharacters = (text: string) => !/[\u0000-\u001f\u007f]/.test(text);
/** Names the rule in a refusal's details, so the console words it in the reader's language. */
const CONTROL_CHARACTERS = { problem: 'controlCharacters' };
const page = z.coerce.number().int().min(1).default(1);
const pageSizeOf = (fallback: number) => z.coerce.number().int().min(1).max(100).default(fallback);
const email = z.string({ message: 'Email is required.' }).trim().toLowerCase().min(1, { error: 'Email is required.', abort: true })
  .refine(isEmailAddress, 'Email must look like name@example.com.');
const password = z.string().min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`).max(1024);

/** Ids are PostgreSQL integers: a larger number is no id of ours (400, not a database error). */
export const userIdParams = z.object({ id: pathId });

// ---- GET /api/superadmin/users ----------------------------------------------------------------
export const USER_SORT_COLUMNS = [
  'email', 'role', 'organization', 'registeredAt', 'lastLoginAt', 'lastHeartbeatAt',
  'completedScenarios', 'incompleteScenarios', 'emailVerified',
] as const;
export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number];

export const usersQuery = z.object({
  page,
  pageSize: pageSizeOf(USERS_PAGE_SIZE),
  /** Part of the email, case-insensitive; blank means no search. */
  search: z.string().trim().max(254).refine(hasNoControlCharacters, { message: 'Search must not contain control characters.', params: CONTROL_CHARACTERS }).optional()
    .transform((s) => (s ? s : undefined)),
  role: z.enum(ROLES).optional(),
  orgId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  /** SPEC §9: email ascending unless asked otherwise. */
  sortBy: z.enum(USER_SORT_COLUMNS).default('email'),
  sortDir: z.enum(['asc', 'desc']).default('asc'),
});
export type UsersQuery = z.output<typeof usersQuery>;

export const organizationRef = z.object({ id: z.number().int(), name: z.string() });

/** SPEC §3 "SuperAdmin user list item". */
export const userListItem = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(ROLES),
  organization: organizationRef.nullable(),
  registeredAt: isoDate,
  lastLoginAt: isoDate.nullable(),
  lastHeartbeatAt: isoDate.nullable(),
  /** SPEC §4 from the last heartbeat, worked out by the server's clock. */
  presence: z.enum(PRESENCES),
  completedScenarios: z.number().int(),
  incompleteScenarios: z.number().int(),
  emailVerified: z.boolean(),
});
export const usersPage = z.object({
  items: z.array(userListItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

// ---- GET /api/superadmin/users/stats ----------------------------------------------------------
/** SPEC §3 "User stats"; active = heartbeat within the last 5 minutes. */
export const userStats = z.object({
  activeUsers: z.number().int(),
  activeUserEmails: z.array(z.object({ id: z.number().int(), email: z.string() })),
  totalUsers: z.number().int(),
  verifiedEmails: z.number().int(),
  unverifiedEmails: z.number().int(),
  totalAdmins: z.number().int(),
  totalSuperAdmins: z.number().int(),
  totalPremiumUsers: z.number().int(),
});

// ---- GET /api/superadmin/users/{id} -----------------------------------------------------------
/** SPEC §3 "User detail/edit", plus what the detail page's header and cards show. */
export const userDetail = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(ROLES),
  level: z.string().nullable(),
  organizationId: z.number().int().nullable(),
  organization: organizationRef.nullable(),
  experiencePoints: z.number().int(),
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS),
  subscriptionExpiresAt: isoDate.nullable(),
  sessionCountThisMonth: z.number().int(),
  coachSessionCountThisMonth: z.number().int(),
  sessionLimit: z.number().int(),
  coachSessionLimit: z.number().int(),
  monthlyResetDate: isoDate,
  locale: z.string(),
  emailVerified: z.boolean(),
  /** Only the SHA-256 of a pending verification link is stored; shown as stored. */
  emailVerificationToken: z.string().nullable(),
  emailVerificationSentAt: isoDate.nullable(),
  emailVerificationExpiresAt: isoDate.nullable(),
  emailVerifiedAt: isoDate.nullable(),
  avatar: z.string().nullable(),
  firstName: z.string().nullable(),
  gender: z.string().nullable(),
  inviteToken: z.string().nullable(),
  invitedAt: isoDate.nullable(),
  invitedByUserId: z.number().int().nullable(),
  registeredAt: isoDate,
  lastLoginAt: isoDate.nullable(),
  lastHeartbeatAt: isoDate.nullable(),
  presence: z.enum(PRESENCES),
  totalSessions: z.number().int(),
  completedScenarios: z.number().int(),
  incompleteScenarios: z.number().int(),
  hasPassword: z.boolean(),
  linkedProviders: z.array(z.string()),
  /** Send it back with PUT /users/{id}: the save is refused (409 IDENTITY.USER_CHANGED) if the account changed since it was read. */
  editVersion: z.string(),
});

// ---- PUT /api/superadmin/users/{id} -----------------------------------------------------------
/** Empty strings become null (SPEC §5). */
const optionalText = (max: number, label: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(max, `${label} must be at most ${max} characters.`)
      .refine(hasNoControlCharacters, { message: `${label} must not contain control characters.`, params: CONTROL_CHARACTERS }).nullable().optional());
/**
 * A web address or nothing: only http(s), so an avatar shown some day can never run script
 * (`javascript:`) or carry a document of its own (`data:`).
 */
const optionalWebAddress = (max: number, label: string) =>
  z.preprocess((v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
    z.url({ protocol: /^https?$/, message: `${label} must be a web address starting with http:// or https://.` })
      .max(max, `${label} must be at most ${max} characters.`)
      .refine(hasNoControlCharacters, { message: `${label} must not contain control characters.`, params: CONTROL_CHARACTERS }).nullable().optional());
/**
 * A moment, ISO with its offset. The year 0000 is written that way but exists in no calendar the
 * database keeps, and nothing here happened before 1900: such a date is refused, not stored.
 */
const EARLIEST = Date.UTC(1900, 0, 1);
const moment = (label: string) =>
  z.iso.datetime({ offset: true, message: `${label} must be an ISO date and time.` })
    .refine((v) => !(Date.parse(v) < EARLIEST), { message: `${label} must be in the year 1900 or later.`, params: { problem: 'yearFrom1900' } });
const optionalDate = (label: string) => z.preprocess((v) => (v === '' ? null : v), moment(label).nullable().optional());

/**
 * Premium given with an end must end in the future: an end already past would turn the account
 * Free at once and start a new Free month, which is not what "Premium" on the form says.
 */
const premiumEndsLater = (plan: { subscriptionTier: string; subscriptionExpiresAt?: string | null }) => {
  const end = plan.subscriptionExpiresAt ? Date.parse(plan.subscriptionExpiresAt) : null;
  // An end the field's own rules refuse (no date, before 1900) is theirs to name, once.
  return plan.subscriptionTier !== 'Premium' || end === null || !(end >= EARLIEST) || end > Date.now();
};
const PREMIUM_ENDS_LATER_RULE = {
  path: ['subscriptionExpiresAt'], message: 'Premium must end in the future; leave the end empty for Premium without an end.', params: { problem: 'premiumEndPast' },
};
const count = (label: string) =>
  z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v),
    z.coerce.number({ message: `${label} must be a number.` }).int(`${label} must be a whole number.`).min(0, `${label} must be 0 or more.`).max(2147483647));

const userForm = z.object({
  email,
  role: z.enum(ROLES, { message: 'Role must be User, Admin or SuperAdmin.' }),
  level: optionalText(100, 'Level'),
  organizationId: z.preprocess((v) => (v === '' ? null : v), z.coerce.number().int().positive().max(MAX_ID).nullable().optional()),
  experiencePoints: count('Experience points'),
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS, { message: 'Subscription tier must be Free or Premium.' }).default('Free'),
  subscriptionExpiresAt: optionalDate('Subscription expiry'),
  sessionCountThisMonth: count('Sessions this month'),
  coachSessionCountThisMonth: count('Coach sessions this month'),
  /** Defaults to now when empty (SPEC §5). */
  monthlyResetDate: optionalDate('Monthly reset date'),
  locale: z.preprocess((v) => (v === '' || v == null ? 'en' : v), z.enum(LOCALES, { message: 'Locale must be en or ru.' })),
  emailVerified: z.boolean().default(false),
  emailVerificationToken: optionalText(255, 'Verification token'),
  emailVerificationSentAt: optionalDate('Verification sent at'),
  emailVerificationExpiresAt: optionalDate('Verification expires at'),
  emailVerifiedAt: optionalDate('Verified at'),
  avatar: optionalWebAddress(500, 'Avatar'),
  firstName: optionalText(100, 'First name'),
  gender: optionalText(50, 'Gender'),
  inviteToken: optionalText(255, 'Invite token'),
  invitedAt: optionalDate('Invited at'),
  invitedByUserId: z.preprocess((v) => (v === '' ? null : v),
    z.coerce.number().int().min(1, 'Invited by must be a user id (1 or more).').max(MAX_ID).nullable().optional()),
  registeredAt: optionalDate('Registered at'),
  totalSessions: count('Total sessions'),
  /** The `editVersion` of the user as the form read it; without it the last save wins (scripts, the CLI). */
  editVersion: z.string().max(100).optional(),
});

/**
 * The PUT replaces the whole account: a field left out would be emptied (a count to 0, a date to
 * now, the verification link cut), so each must be sent, empty for none. A script that sends only
 * `{email, role}` is told which fields are missing, and nothing changes.
 */
const FORM_FIELDS = Object.keys(userForm.shape).filter((key) => key !== 'editVersion');
export const updateUserRequest = z.preprocess((body, ctx) => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  for (const key of FORM_FIELDS) {
    if (!(key in body)) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is missing: this replaces the whole account, so send every field (empty for none).` });
  }
  return body;
}, userForm.refine(premiumEndsLater, PREMIUM_ENDS_LATER_RULE))
  // The document says so too: every field is required, whatever an empty one becomes.
  .meta({ override: ({ jsonSchema }: { jsonSchema: { required?: string[] } }) => { jsonSchema.required = FORM_FIELDS; } });
export type UpdateUserRequest = z.output<typeof updateUserRequest>;

// ---- PUT /users/{id}/password, PUT /users/{id}/subscription, DELETE /users/{id} ---------------
export const resetUserPasswordRequest = z.object({ newPassword: password });
export const updateSubscriptionRequest = z.object({
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS, { message: 'Subscription tier must be Free or Premium.' }),
  /** Null or empty: no expiry. */
  subscriptionExpiresAt: optionalDate('Subscription expiry'),
}).refine(premiumEndsLater, PREMIUM_ENDS_LATER_RULE);
export const successMessage = z.object({ success: z.literal(true), message: z.string() });

// ---- GET /users/{id}/logins -------------------------------------------------------------------
export const datedPageQuery = z.object({
  page,
  pageSize: pageSizeOf(USERS_PAGE_SIZE),
  dateFrom: day.optional(),
  dateTo: day.optional(),
}).refine(endNotBeforeStart, END_BEFORE_START_RULE);
export type DatedPageQuery = z.output<typeof datedPageQuery>;

/** SPEC §3 "Login item". */
export const loginItem = z.object({
  id: z.number().int(),
  timestamp: isoDate,
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  success: z.boolean(),
});
export const loginsPage = z.object({
  items: z.array(loginItem), total: z.number().int(), page: z.number().int(), pageSize: z.number().int(),
});

// ---- GET /organizations, POST /change-password ------------------------------------------------
export const organizationsList = z.array(organizationRef.extend({ memberCount: z.number().int() }));

export const superAdminChangePasswordRequest = z.object({
  currentPassword: z.string().min(1, 'Current password is required.').max(1024),
  newPassword: password,
});

export type UserListItem = z.infer<typeof userListItem>;
export type UsersPage = z.infer<typeof usersPage>;
export type UserStats = z.infer<typeof userStats>;
export type UserDetail = z.infer<typeof userDetail>;
export type UpdateUserInput = z.input<typeof userForm>;
export type ResetUserPasswordRequest = z.input<typeof resetUserPasswordRequest>;
export type UpdateSubscriptionRequest = z.input<typeof updateSubscriptionRequest>;
export type LoginItem = z.infer<typeof loginItem>;
export type LoginsPage = z.infer<typeof loginsPage>;
export type OrganizationListItem = z.infer<typeof organizationsList>[number];
export type SuperAdminChangePasswordRequest = z.input<typeof superAdminChangePasswordRequest>;
