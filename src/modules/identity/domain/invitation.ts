import { teamErrors } from './team.errors.ts';

/** ADR 0027: an invitation link works for 7 days, once; a resend replaces its token. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;
/** Invitations one Admin may send in an hour (resends count too): each one is a mail to a stranger. */
export const INVITES_PER_HOUR = 20;

export type InvitationStatus = 'pending' | 'accepted' | 'declined' | 'revoked';

export interface Invitation {
  id: number;
  organizationId: number;
  email: string;
  /** SHA-256 (hex) of the link's token; the token itself is never stored. */
  tokenHash: string;
  invitedByUserId: number | null;
  status: InvitationStatus;
  createdAt: Date;
  sentAt: Date;
  expiresAt: Date;
  closedAt: Date | null;
  acceptedUserId: number | null;
}

export type NewInvitation = Pick<Invitation, 'organizationId' | 'email' | 'tokenHash' | 'invitedByUserId' | 'sentAt' | 'expiresAt'>;

export function newInvitation(organizationId: number, email: string, invitedByUserId: number, tokenHash: string, now: Date): NewInvitation {
  return { organizationId, email, invitedByUserId, tokenHash, sentAt: now, expiresAt: new Date(now.getTime() + INVITATION_TTL_MS) };
}

/** What a resend changes, and what is put back when its mail could not go. */
export type InvitationLink = Pick<Invitation, 'tokenHash' | 'sentAt' | 'expiresAt' | 'invitedByUserId'>;

export const linkOf = (i: Invitation): InvitationLink =>
  ({ tokenHash: i.tokenHash, sentAt: i.sentAt, expiresAt: i.expiresAt, invitedByUserId: i.invitedByUserId });

/** A resend: a new token and a new week; the old link stops working. */
export function renew(invitation: Invitation, tokenHash: string, invitedByUserId: number, now: Date): void {
  Object.assign(invitation, newInvitation(invitation.organizationId, invitation.email, invitedByUserId, tokenHash, now));
}

export const isExpired = (i: Pick<Invitation, 'expiresAt'>, now: Date): boolean => i.expiresAt.getTime() <= now.getTime();

/**
 * Whether the link may still be answered: a revoked one reads as never valid (the Admin took it
 * back), an answered one as used, then the week.
 */
export function assertOpen(invitation: Invitation | null, now: Date): asserts invitation is Invitation {
  if (!invitation || invitation.status === 'revoked') throw teamErrors.inviteNotFound();
  if (invitation.status !== 'pending') throw teamErrors.inviteUsed();
  if (isExpired(invitation, now)) throw teamErrors.inviteExpired();
}

/** The invitee answered, or the Admin revoked it: the link is used up either way. */
export function close(invitation: Invitation, status: Exclude<InvitationStatus, 'pending'>, now: Date, acceptedUserId: number | null = null): void {
  invitation.status = status;
  invitation.closedAt = now;
  invitation.acceptedUserId = acceptedUserId;
}
