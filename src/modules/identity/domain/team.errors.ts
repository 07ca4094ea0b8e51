import { AppError } from '#src/platform/errors.ts';

/**
 * Refusals of the team admin area and of invitations (ADR 0027). Codes are stable API: the web words
 * each in the learner's language; the messages are for API clients and logs.
 */
export type TeamErrorCode =
  | 'TEAM.NO_ORGANISATION'
  | 'TEAM.ALREADY_MEMBER'
  | 'TEAM.OTHER_ORGANISATION'
  | 'TEAM.ADMIN_NOT_REMOVABLE'
  | 'TEAM.ADMIN_NOT_INVITABLE'
  | 'TEAM.MEMBER_NOT_FOUND'
  | 'TEAM.INVITATION_NOT_FOUND'
  | 'TEAM.NAME_TAKEN'
  | 'TEAM.ADDRESS_ON_HOLD'
  | 'INVITE.NOT_FOUND'
  | 'INVITE.EXPIRED'
  | 'INVITE.USED'
  | 'INVITE.ACCOUNT_EXISTS'
  | 'INVITE.WRONG_ACCOUNT';

export class TeamError extends AppError {
  constructor(code: TeamErrorCode, message: string) {
    super(code, message);
  }
}

export const teamErrors = {
  noOrganisation: () => new TeamError('TEAM.NO_ORGANISATION', 'Your account is not part of an organisation yet.'),
  alreadyMember: (email: string) => new TeamError('TEAM.ALREADY_MEMBER', `${email} is already in your team.`),
  // Told to the invitee who tries to accept, never to the inviting Admin (whose answer is the same for everyone).
  otherOrganisation: () => new TeamError('TEAM.OTHER_ORGANISATION', 'Your account already belongs to another organisation: it cannot join this one while it is there.'),
  adminNotInvitable: () => new TeamError('TEAM.ADMIN_NOT_INVITABLE', 'Your account is an administrator account: an operator adds administrators to organisations, not an invitation.'),
  adminNotRemovable: () => new TeamError('TEAM.ADMIN_NOT_REMOVABLE', 'Admins cannot be removed from the team here.'),
  memberNotFound: () => new TeamError('TEAM.MEMBER_NOT_FOUND', 'No such member in your team.'),
  invitationNotFound: () => new TeamError('TEAM.INVITATION_NOT_FOUND', 'No such invitation in your team.'),
  nameTaken: () => new TeamError('TEAM.NAME_TAKEN', 'Another organisation already has this name.'),
  inviteNotFound: () => new TeamError('INVITE.NOT_FOUND', 'This invitation link is not valid.'),
  inviteExpired: () => new TeamError('INVITE.EXPIRED', 'This invitation has expired. Ask your team admin for a new one.'),
  inviteUsed: () => new TeamError('INVITE.USED', 'This invitation has already been used.'),
  // An address an account left this week is held for its "it was not me" link (ADR 0047): no new account there yet.
  addressOnHold: () => new TeamError('TEAM.ADDRESS_ON_HOLD', 'This address left a Rapport account within the past week and is held for it: it cannot open a new account yet.'),
  accountExists: () => new TeamError('INVITE.ACCOUNT_EXISTS', 'You already have an account: sign in to accept the invitation.'),
  wrongAccount: () => new TeamError('INVITE.WRONG_ACCOUNT', 'This invitation was sent to another email address.'),
};
