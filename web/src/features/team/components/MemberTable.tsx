import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { BreakableEmail } from '../../../components/BreakableEmail';
import { RoleBadge } from '../../../components/RoleBadge';
import { formatDate } from '../../../lib/due-date';
import { currentLocale } from '../../../lib/i18n';
import type { TeamMember } from '../../../lib/team-contracts';
import { isRemovable, levelOf, memberKey } from '../state/members';
import { askToConfirm, resend, teamState } from '../state/team.store';

function MemberActions({ member }: { member: TeamMember }) {
  const { t } = useTranslation('team');
  const { busyKey } = useSnapshot(teamState);
  const busy = busyKey !== null && busyKey.endsWith(`-${member.email}`);
  if (member.status === 'pending') {
    return (
      <div className="team-row-actions">
        <button type="button" className="btn btn-secondary btn-sm" disabled={busy} onClick={() => void resend(member)}
          aria-label={t('members.resendLabel', { email: member.email })}>
          {t('members.resend')}
        </button>
        <button type="button" className="btn btn-secondary btn-sm" disabled={busy} onClick={() => askToConfirm({ kind: 'revoke', member })}
          aria-label={t('members.revokeLabel', { email: member.email })}>
          {t('members.revoke')}
        </button>
      </div>
    );
  }
  if (!isRemovable(member)) return <span className="team-muted">{t('members.noActions')}</span>;
  return (
    <button type="button" className="btn btn-secondary btn-sm team-remove" disabled={busy} onClick={() => askToConfirm({ kind: 'remove', member })}
      aria-label={t('members.removeLabel', { email: member.email })}>
      {t('members.remove')}
    </button>
  );
}

function MemberStatus({ member }: { member: TeamMember }) {
  const { t } = useTranslation('team');
  if (member.status === 'active') return <span className="badge badge-green">{t('members.active')}</span>;
  return (
    <span className="team-pending">
      <span className="badge badge-yellow">{t('members.pending')}</span>
      {member.expiresAt && <span className="team-muted">{t('members.expires', { date: formatDate(member.expiresAt, currentLocale()) })}</span>}
    </span>
  );
}

const COLUMNS = ['email', 'role', 'level', 'experience', 'status', 'actions'] as const;

/**
 * SPEC §2 Team Management: email, role badge (Admin red, others blue), level (Expert when empty),
 * experience points, and pending invitations with their expiry. Explicit ARIA roles keep it a
 * table for screen readers when the phone layout turns each row into a card.
 */
export function MemberTable({ members }: { members: readonly TeamMember[] }) {
  const { t } = useTranslation('team');
  const locale = currentLocale();
  const label = (key: (typeof COLUMNS)[number]) => t(`members.columns.${key}`);
  return (
    <div className="wa-table-scroll team-table-wrap">
      <table className="wa-table team-table" role="table" aria-label={t('members.tableLabel')}>
        <thead role="rowgroup">
          <tr role="row">
            {COLUMNS.map((key) => <th key={key} role="columnheader" scope="col">{label(key)}</th>)}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {members.map((member) => (
            <tr key={memberKey(member)} role="row" className={member.status === 'pending' ? 'team-row-pending' : undefined}>
              <td role="cell" data-label={label('email')} className="wa-email team-email"><BreakableEmail email={member.email} /></td>
              <td role="cell" data-label={label('role')}><RoleBadge role={member.role} palette="team" /></td>
              {/* An invitee has no level or points yet: a dash, not "Expert" with 0 points. */}
              <td role="cell" data-label={label('level')}>{member.status === 'pending' ? '—' : (levelOf(member) ?? t('members.expert'))}</td>
              <td role="cell" data-label={label('experience')}>{member.status === 'pending' ? '—' : member.experiencePoints.toLocaleString(locale)}</td>
              <td role="cell" data-label={label('status')}><MemberStatus member={member} /></td>
              <td role="cell" data-label={label('actions')}><MemberActions member={member} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
