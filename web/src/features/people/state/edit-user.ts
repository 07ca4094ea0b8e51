import type { Role, UpdateUserInput, UserDetail } from '../../../lib/contracts';
import { looksLikeEmail } from '../../../lib/validation';
import { fromLocalInput, toLocalInput } from './local-time';

/** SPEC §3 "User detail/edit" as the Edit User form holds it: every value a string, but the box. */
export interface EditUserForm {
  email: string;
  role: Role;
  level: string;
  organizationId: string;
  experiencePoints: string;
  subscriptionTier: 'Free' | 'Premium';
  subscriptionExpiresAt: string;
  sessionCountThisMonth: string;
  coachSessionCountThisMonth: string;
  monthlyResetDate: string;
  locale: string;
  emailVerified: boolean;
  emailVerificationToken: string;
  emailVerificationSentAt: string;
  emailVerificationExpiresAt: string;
  emailVerifiedAt: string;
  avatar: string;
  firstName: string;
  gender: string;
  inviteToken: string;
  invitedAt: string;
  invitedByUserId: string;
  registeredAt: string;
  totalSessions: string;
}
export type EditField = keyof EditUserForm;

const TEXT_LIMITS = { level: 100, emailVerificationToken: 255, avatar: 500, firstName: 100, gender: 50, inviteToken: 255, locale: 10 } as const;
const COUNTS = ['experiencePoints', 'sessionCountThisMonth', 'coachSessionCountThisMonth', 'totalSessions'] as const;
const DATES = [
  'subscriptionExpiresAt', 'monthlyResetDate', 'emailVerificationSentAt', 'emailVerificationExpiresAt', 'emailVerifiedAt', 'invitedAt', 'registeredAt',
] as const;

const text = (value: string | null) => value ?? '';
const number = (value: number | null) => (value === null ? '' : String(value));

export function formOf(user: UserDetail): EditUserForm {
  const form = {
    email: user.email, role: user.role, level: text(user.level), organizationId: number(user.organizationId),
    experiencePoints: number(user.experiencePoints), subscriptionTier: user.subscriptionTier,
    sessionCountThisMonth: number(user.sessionCountThisMonth), coachSessionCountThisMonth: number(user.coachSessionCountThisMonth),
    locale: user.locale || 'en', emailVerified: user.emailVerified, emailVerificationToken: text(user.emailVerificationToken),
    avatar: text(user.avatar), firstName: text(user.firstName), gender: text(user.gender), inviteToken: text(user.inviteToken),
    invitedByUserId: number(user.invitedByUserId), totalSessions: number(user.totalSessions),
  } as EditUserForm;
  for (const field of DATES) form[field] = toLocalInput(user[field]);
  return form;
}

/** A field's problem: an i18n key under people:edit.errors, with the limit when there is one. */
export interface FieldProblem {
  key: 'emailRequired' | 'emailInvalid' | 'tooLong' | 'wholeNumber' | 'userId' | 'date' | 'webAddress';
  max?: number;
}

const WHOLE = /^\d+$/;

/** Only http(s), as the server takes it: an avatar must never be script (`javascript:`) or a document of its own (`data:`). */
function isWebAddress(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** SPEC §5's client rules for Edit User; an empty result means the form may be sent. */
export function validateEditUser(form: EditUserForm): Partial<Record<EditField, FieldProblem>> {
  const problems: Partial<Record<EditField, FieldProblem>> = {};
  const email = form.email.trim();
  if (!email) problems.email = { key: 'emailRequired' };
  else if (!looksLikeEmail(email)) problems.email = { key: 'emailInvalid' };
  for (const [field, max] of Object.entries(TEXT_LIMITS) as [EditField, number][]) {
    if (String(form[field]).trim().length > max) problems[field] = { key: 'tooLong', max };
  }
  const avatar = form.avatar.trim();
  if (avatar && !problems.avatar && !isWebAddress(avatar)) problems.avatar = { key: 'webAddress' };
  for (const field of COUNTS) if (form[field].trim() && !WHOLE.test(form[field].trim())) problems[field] = { key: 'wholeNumber' };
  const inviter = form.invitedByUserId.trim();
  if (inviter && !(WHOLE.test(inviter) && Number(inviter) >= 1)) problems.invitedByUserId = { key: 'userId' };
  for (const field of DATES) if (fromLocalInput(form[field]) === undefined) problems[field] = { key: 'date' };
  return problems;
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);
const count = (value: string) => (value.trim() ? Number(value.trim()) : 0);

/**
 * The PUT body (SPEC §5): empty optional texts become null, numbers default to 0, dates go as ISO.
 * An empty monthly reset date goes as null, which the server reads as "the month starts now" (its
 * counters next reset a month on); sending now itself would mean "the reset is due", and the
 * counts just typed would be zeroed on the next read. A date box holds minutes only, so a date left as it
 * was goes back exactly as `user` had it (to the millisecond), not rounded down to the minute.
 * Call it on a form that passed validateEditUser.
 */
export function requestOf(form: EditUserForm, user: Pick<UserDetail, (typeof DATES)[number] | 'editVersion'>): UpdateUserInput {
  const date = (field: (typeof DATES)[number]) => {
    const value = form[field];
    const before = user[field];
    return before && value === toLocalInput(before) ? before : (fromLocalInput(value) ?? null);
  };
  return {
    email: form.email.trim(), role: form.role, level: orNull(form.level),
    organizationId: form.organizationId ? Number(form.organizationId) : null,
    experiencePoints: count(form.experiencePoints), subscriptionTier: form.subscriptionTier,
    subscriptionExpiresAt: date('subscriptionExpiresAt'),
    sessionCountThisMonth: count(form.sessionCountThisMonth), coachSessionCountThisMonth: count(form.coachSessionCountThisMonth),
    monthlyResetDate: date('monthlyResetDate'),
    locale: form.locale.trim() || 'en', emailVerified: form.emailVerified,
    emailVerificationToken: orNull(form.emailVerificationToken), emailVerificationSentAt: date('emailVerificationSentAt'),
    emailVerificationExpiresAt: date('emailVerificationExpiresAt'), emailVerifiedAt: date('emailVerifiedAt'),
    avatar: orNull(form.avatar), firstName: orNull(form.firstName), gender: orNull(form.gender), inviteToken: orNull(form.inviteToken),
    invitedAt: date('invitedAt'), invitedByUserId: form.invitedByUserId.trim() ? Number(form.invitedByUserId.trim()) : null,
    registeredAt: date('registeredAt'), totalSessions: count(form.totalSessions),
    // The account as the form read it: a save over a change made since (a session started) is refused, not written back.
    editVersion: user.editVersion,
  };
}
