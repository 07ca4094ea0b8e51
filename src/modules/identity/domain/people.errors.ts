import { AppError } from '#src/platform/errors.ts';
import { EmailUpdateError } from './identity.errors.ts';

/**
 * Refusals of the SuperAdmin's people console (R2.10, SPEC §5). Codes are stable API: the web
 * words each in the SuperAdmin's language; the messages are for API clients and logs.
 */
export const peopleErrors = {
  /** SPEC §2 Account Settings: a SuperAdmin's email cannot be changed (as on their own profile, UpdateEmail). */
  superAdminEmailLocked: () => new AppError('IDENTITY.SUPERADMIN_EMAIL_LOCKED', 'A SuperAdmin\'s email cannot be changed.'),
  ownRole: () => new AppError('IDENTITY.OWN_ROLE', 'You cannot change your own role: another SuperAdmin can.'),
  lastSuperAdmin: () => new AppError('IDENTITY.LAST_SUPERADMIN', 'This is the last SuperAdmin: make someone else SuperAdmin first.'),
  /** The same code as a learner changing their own address to a taken one (SPEC §8). */
  emailTaken: () => new EmailUpdateError('EMAIL_ALREADY_TAKEN', 'This email is already used by another account.'),
  changedSinceRead: () =>
    new AppError('IDENTITY.USER_CHANGED', 'This account changed after the form was opened (a session started, or someone else saved it): reload it and make your changes again.'),
  unknownOrganization: (id: number) =>
    new AppError('IDENTITY.UNKNOWN_ORGANIZATION', `No organization has the id ${id}.`, [{ path: 'body.organizationId', message: `No organization has the id ${id}.` }]),
  unknownInviter: (id: number) =>
    new AppError('IDENTITY.UNKNOWN_INVITER', `No user has the id ${id}.`, [{ path: 'body.invitedByUserId', message: `No user has the id ${id}.` }]),
};
