import { columnsOf, timesOf, type ExportTable } from '#src/platform/export/table-section.ts';

/**
 * Identity's tables in the system data export. Left out on purpose: password hashes (`hasPassword`
 * says whether there is one), the hashes of verification, invitation and refresh tokens (refresh_tokens
 * password_resets and email_change_undos are not exported at all), and the forced-logout markers, which mean nothing outside this database.
 */
export const identityExportTables: ExportTable[] = [
  {
    name: 'users', table: 'users', key: ['id'],
    columns: {
      ...columnsOf('id', 'email', 'role', 'level', 'experience_points', 'locale', 'time_zone', 'email_verified', 'avatar', 'first_name', 'gender',
        'invited_by_user_id', 'organization_id'),
      hasPassword: '"password_hash" is not null',
      ...timesOf('email_verification_sent_at', 'email_verification_expires_at', 'email_verified_at', 'invited_at', 'organization_joined_at',
        'registered_at', 'last_login_at', 'last_heartbeat_at'),
    },
  },
  { name: 'organizations', table: 'organizations', key: ['id'], columns: { ...columnsOf('id', 'name', 'invitation_locale'), ...timesOf('created_at') } },
  {
    name: 'oauthAccounts', table: 'oauth_accounts', key: ['id'],
    columns: { ...columnsOf('id', 'user_id', 'provider', 'subject', 'provider_display_name', 'provider_email', 'button'), ...timesOf('created_at', 'last_used_at') },
  },
  {
    name: 'teamInvitations', table: 'team_invitations', key: ['id'],
    columns: {
      ...columnsOf('id', 'organization_id', 'email', 'invited_by_user_id', 'status', 'accepted_user_id'),
      ...timesOf('created_at', 'sent_at', 'expires_at', 'closed_at'),
    },
  },
  {
    name: 'loginAttempts', table: 'login_attempts', key: ['id'],
    columns: { ...columnsOf('id', 'user_id', 'email', 'ip', 'user_agent', 'success'), ...timesOf('created_at') },
  },
];
