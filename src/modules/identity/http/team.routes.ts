import { z } from 'zod';
import { ApiRouter } from '#src/platform/http/api-router.ts';
import type { AuthUser } from '#src/platform/http/auth.ts';
import * as c from './team.contracts.ts';
import { TEAM_ADMIN_ROLES } from '../domain/team.ts';
import type { ListTeam } from '../application/list-team.ts';
import type { InviteTeamMember } from '../application/invite-team-member.ts';
import type { RevokeInvitation } from '../application/revoke-invitation.ts';
import type { RemoveTeamMember } from '../application/remove-team-member.ts';
import type { TeamSettings } from '../application/team-settings.ts';

const me = (user: AuthUser | undefined) => (user as AuthUser).id; // routes with roles always have one
const NO_ORG = 'TEAM.NO_ORGANISATION (the caller belongs to no organisation)';

export interface TeamUseCases {
  listTeam: ListTeam;
  invite: InviteTeamMember;
  revoke: RevokeInvitation;
  remove: RemoveTeamMember;
  settings: TeamSettings;
}

/**
 * The team part of the admin area (SPEC §2, §7 Admin; ADR 0027). Every use case resolves the
 * caller's organisation from the account as it is now; an id outside it answers as a missing one.
 */
export function teamRouter({ listTeam, invite, revoke, remove, settings }: TeamUseCases): ApiRouter {
  const r = new ApiRouter();
  const tag = 'team';
  const auth = TEAM_ADMIN_ROLES;

  r.route(
    { method: 'get', path: '/api/admin/team', summary: 'Members of the caller\'s organisation, then pending invitations', tag, auth,
      success: { status: 200, schema: z.array(c.teamMemberView) }, errors: { 409: NO_ORG } },
    ({ user }) => listTeam.execute(me(user)),
  );
  r.route(
    { method: 'post', path: '/api/admin/team/invite',
      summary: 'Invite an address to the team (a re-invite resends, 200); the same answer for every address outside the team', tag, auth,
      body: c.inviteRequest, success: { status: 201, schema: c.teamMemberView },
      errors: { 409: `TEAM.ALREADY_MEMBER or ${NO_ORG}`, 429: 'RATE_LIMITED', 503: 'EMAIL_SEND_FAILED' } },
    async ({ user, body, ctx }) => {
      const { member, resent } = await invite.execute(me(user), body.email);
      ctx.status = resent ? 200 : 201;
      ctx.body = member;
    },
  );
  r.route(
    { method: 'delete', path: '/api/admin/team/invitations/:invitationId', summary: 'Revoke a pending invitation', tag, auth,
      params: c.invitationParams, success: { status: 204, schema: null }, errors: { 404: 'TEAM.INVITATION_NOT_FOUND', 409: NO_ORG } },
    ({ user, params }) => revoke.execute(me(user), params.invitationId),
  );
  r.route(
    { method: 'delete', path: '/api/admin/team/:id', summary: 'Remove a member from the organisation (the account stays)', tag, auth,
      params: c.memberParams, success: { status: 204, schema: null },
      errors: { 404: 'TEAM.MEMBER_NOT_FOUND', 409: `TEAM.ADMIN_NOT_REMOVABLE or ${NO_ORG}` } },
    ({ user, params }) => remove.execute(me(user), params.id),
  );
  r.route(
    { method: 'get', path: '/api/admin/settings', summary: 'The organisation\'s name and invitation language', tag, auth,
      success: { status: 200, schema: c.teamSettingsView }, errors: { 409: NO_ORG } },
    ({ user }) => settings.get(me(user)),
  );
  r.route(
    { method: 'put', path: '/api/admin/settings', summary: 'Rename the organisation, choose the invitation language', tag, auth,
      body: c.teamSettingsRequest, success: { status: 200, schema: c.teamSettingsView }, errors: { 409: `TEAM.NAME_TAKEN or ${NO_ORG}` } },
    ({ user, body }) => settings.update(me(user), body),
  );
  return r;
}
