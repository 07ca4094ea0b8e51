import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { Alert } from '../../../components/Alert';
import { CheckIcon } from '../../../components/icons';
import { Spinner } from '../../../components/Spinner';
import { describeError } from '../../../lib/error-message';
import { AdminLayout, LoadProblem } from '../../admin';
import { AssignmentsSection, memberLeftTeam } from '../../team-assignments';
import { teamCounts } from '../state/members';
import { leaveTeamPage, loadTeam, onMemberRemoved, teamState, toggleInvite } from '../state/team.store';
import { ConfirmMemberAction } from './ConfirmMemberAction';
import { InviteForm } from './InviteForm';
import { MemberTable } from './MemberTable';
import '../team.css';

const INVITE_FORM_ID = 'team-invite-form';

/** Always in the page, so screen readers hear each notice as it appears; it empties itself after 5 s. */
function NoticeRegion() {
  const { t } = useTranslation('team');
  const { notice } = useSnapshot(teamState);
  return (
    <div className="team-notice-region" role="status" aria-live="polite">
      {notice && (
        <p className="alert alert-success team-notice">
          <CheckIcon className="alert-icon" size={20} />
          <span>{t(`notices.${notice.kind}`, { email: notice.email })}</span>
        </p>
      )}
    </div>
  );
}

/** "Members (3) · 4 pending": the members as the overview counts them, the invitations still open apart. */
function MembersTitle() {
  const { t } = useTranslation('team');
  const { status, members } = useSnapshot(teamState);
  const counts = teamCounts(members);
  return (
    <h2 id="team-members-title" className="wa-panel-title">
      {t('members.title')}
      {status === 'ready' && <span className="team-count"> ({counts.members})</span>}
      {status === 'ready' && counts.pending > 0 && <span className="team-count team-count-pending"> · {t('members.pendingCount', { count: counts.pending })}</span>}
    </h2>
  );
}

function Members() {
  const { t } = useTranslation('team');
  const { status, members, loadError, inviteOpen, actionError, confirming } = useSnapshot(teamState);
  return (
    <section className="wa-panel" aria-labelledby="team-members-title">
      <header className="wa-panel-header">
        <MembersTitle />
        <button type="button" className="btn btn-primary btn-sm" aria-expanded={inviteOpen} aria-controls={INVITE_FORM_ID} onClick={() => toggleInvite()}>
          {t('invite.toggle')}
        </button>
      </header>
      <NoticeRegion />
      {inviteOpen && (
        <InviteForm id={INVITE_FORM_ID} onDone={() => document.querySelector<HTMLButtonElement>(`[aria-controls="${INVITE_FORM_ID}"]`)?.focus()} />
      )}
      {actionError && !confirming ? <Alert variant="error">{describeError(actionError, t, 'team:invite.failed')}</Alert> : null}
      {status === 'loading' && <Spinner size="md" label={t('common:status.loading')} />}
      {status === 'error' && <LoadProblem error={loadError} fallbackKey="team:members.loadFailed" onRetry={() => void loadTeam()} />}
      {status === 'ready' && <MemberTable members={members} />}
    </section>
  );
}

function Team() {
  const search = new URLSearchParams(useSearch());
  const { members } = useSnapshot(teamState);
  // The assignments below still count a removed member until they are read again.
  useEffect(() => onMemberRemoved((userId) => void memberLeftTeam(userId)), []);
  useEffect(() => {
    void loadTeam();
    // The overview's "Invite a member" opens the form straight away.
    if (search.get('invite') === '1') toggleInvite(true);
    return leaveTeamPage;
  }, []); // on arrival only: the query is read once

  const active = members.filter((m) => m.status === 'active' && m.id !== null).map((m) => ({ id: m.id!, email: m.email }));
  return (
    <div className="wa-stack">
      <Members />
      <AssignmentsSection members={active} openForm={search.get('assign') === '1'} />
      <ConfirmMemberAction />
    </div>
  );
}

/** /admin/team: Team Management (members, invitations) and the team's assignments. */
export default function TeamPage() {
  return (
    <AdminLayout>
      <Team />
    </AdminLayout>
  );
}
