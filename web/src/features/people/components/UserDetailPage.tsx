import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useParams } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { Alert } from '../../../components/Alert';
import { ArrowRightIcon } from '../../../components/icons';
import { PageSpinner } from '../../../components/Spinner';
import type { UserDetail } from '../../../lib/contracts';
import { SuperAdminLayout } from '../../superadmin';
import { leaveUser, openUser, retryUser, userState } from '../state/user.store';
import { AuditTrail } from './AuditTrail';
import { DeleteUserModal } from './DeleteUserModal';
import { EditUserModal } from './EditUserModal';
import { InfoCards } from './InfoCards';
import { LoadFailed } from '../../../components/LoadFailed';
import { ResetPasswordModal } from './ResetPasswordModal';
import { SubscriptionModal } from './SubscriptionModal';
import { UserHeader } from './UserHeader';
import { UserTabs } from './UserTabs';
import '../people.css';

/** The open dialog of the Actions menu, if any. */
function ActionDialog({ user }: { user: UserDetail }) {
  const { modal } = useSnapshot(userState);
  if (modal === 'edit') return <EditUserModal user={user} />;
  if (modal === 'password') return <ResetPasswordModal email={user.email} />;
  if (modal === 'subscription') return <SubscriptionModal user={user} />;
  if (modal === 'delete') return <DeleteUserModal email={user.email} />;
  return null;
}

/** /superadmin/dashboard/users/{id}: one account (SPEC §2 User detail). */
export default function UserDetailPage() {
  const { t } = useTranslation('people');
  const { id = '' } = useParams<{ id: string }>();
  const userId = /^\d+$/.test(id) ? Number(id) : null;
  const { status, user, error, notice, id: shownId } = useSnapshot(userState);
  useEffect(() => {
    if (userId !== null) openUser(userId);
    return leaveUser;
  }, [userId]);

  const current = shownId === userId && user ? (user as UserDetail) : null;
  return (
    <SuperAdminLayout title={t('detail.title')}>
      <div className="wa-stack">
        <Link href={ROUTES.superadminUsers} className="people-back">
          <ArrowRightIcon size={16} className="wa-back-icon" /> {t('detail.back')}
        </Link>
        {(userId === null || status === 'missing') && <Alert variant="error">{t('detail.missing')}</Alert>}
        {userId !== null && status === 'error' && !current && <LoadFailed error={error} messageKey="people:detail.loadFailed" onRetry={retryUser} />}
        {userId !== null && status === 'loading' && !current && <PageSpinner />}
        {current && status !== 'missing' && (
          <>
            {notice && <Alert variant="success">{t(`detail.notices.${notice}`)}</Alert>}
            <UserHeader user={current} />
            <InfoCards user={current} />
            <UserTabs />
            <AuditTrail />
            <ActionDialog user={current} />
          </>
        )}
      </div>
    </SuperAdminLayout>
  );
}
