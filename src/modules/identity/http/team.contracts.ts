import { z } from 'zod';
import { pathId } from '#src/platform/http/path-id.contracts.ts';
import { isEmailAddress } from '../../../shared/email.ts';
import { visibleText } from '../../../shared/learner-message.ts';
import { MIN_PASSWORD_LENGTH, ROLES, type Locale } from '../domain/user.ts';
import { ORGANIZATION_NAME_MAX } from '../domain/team.ts';

/** Contracts of the team admin area and of invitations (ADR 0027). */

const LOCALES = ['en', 'ru'] as const satisfies readonly Locale[];
const locale = z.enum(LOCALES, { message: 'Locale must be en or ru.' });
const isoDate = z.string();

export const inviteRequest = z.object({
  email: z.string({ message: 'Email is required.' }).trim().toLowerCase().min(1, { error: 'Email is required.', abort: true })
    .refine(isEmailAddress, 'Email must look like name@example.com.'),
});

export const teamMemberView = z.object({
  /** The member's account id; always null for a pending invitee (whether the address has an account is not told). */
  id: z.number().int().nullable(),
  email: z.string(),
  role: z.enum(ROLES),
  level: z.string().nullable(),
  experiencePoints: z.number().int(),
  status: z.enum(['active', 'pending']),
  invitationId: z.number().int().nullable(),
  invitedAt: isoDate.nullable(),
  /** Pending only. */
  expiresAt: isoDate.nullable(),
});

export const organizationView = z.object({ id: z.number().int(), name: z.string() });

/**
 * Trimmed, 1–200 characters, no control characters (the name goes into mail subjects). Invisible
 * characters (zero-width, bidi overrides) go first, so a name can neither pass for another team's
 * ("Org\u200bB" is OrgB, and taken) nor read blank or backwards.
 */
export const organizationName = z.preprocess(
  (value) => (typeof value === 'string' ? visibleText(value) : value),
  z.string().trim().min(1, 'Name is required.').max(ORGANIZATION_NAME_MAX, `Name must be at most ${ORGANIZATION_NAME_MAX} characters.`)
    .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), 'Name must not contain control characters.'),
);

export const teamSettingsView = z.object({ organization: organizationView, invitationLocale: locale });
export const teamSettingsRequest = z.object({ name: organizationName, invitationLocale: locale });

export const memberParams = z.object({ id: pathId });
export const invitationParams = z.object({ invitationId: pathId });
/** Any string: an unknown token is answered INVITE.NOT_FOUND, not a validation error. */
export const tokenParams = z.object({ token: z.string().min(1).max(200) });

export const invitationView = z.object({
  email: z.string(),
  organizationName: z.string(),
  /** The inviting Admin's email (the organisation's name when that account is gone). */
  invitedBy: z.string(),
  /** The address has an account: sign in and accept, rather than set a password. */
  existingAccount: z.boolean(),
  /**
   * Why that account cannot accept as it is now (the same code accepting would answer), or why no
   * account can be made at the address yet (an account left it this week: ADR 0047), or null.
   */
  refusal: z.enum(['TEAM.OTHER_ORGANISATION', 'TEAM.ADMIN_NOT_INVITABLE', 'TEAM.ADDRESS_ON_HOLD']).nullable(),
  expiresAt: isoDate,
});

export const acceptInviteRequest = z.object({
  token: z.string().min(1, 'The invitation token is required.').max(200),
  password: z.string().min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`).max(1024),
  locale: locale.optional(),
  rememberMe: z.boolean().default(false),
});

export const acceptedView = z.object({ success: z.literal(true), organization: organizationView });

export type TeamMemberView = z.infer<typeof teamMemberView>;
export type TeamSettingsView = z.infer<typeof teamSettingsView>;
export type TeamSettingsRequest = z.input<typeof teamSettingsRequest>;
export type InvitationView = z.infer<typeof invitationView>;
export type AcceptInviteRequest = z.input<typeof acceptInviteRequest>;
export type AcceptedView = z.infer<typeof acceptedView>;
