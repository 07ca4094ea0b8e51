import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { BreakableEmail } from '../../../components/BreakableEmail';
import { RoleBadge } from '../../../components/RoleBadge';
import type { UserDetail } from '../../../lib/contracts';
import { authState } from '../../auth';
import { openModal } from '../state/user.store';
import { MenuButton } from '../../../components/MenuButton';
import { PresenceBadge, TierBadge } from './badges';

/** SPEC §2: the address, its role, tier, organisation and presence badges, and the Actions menu. */
export function UserHeader({ user }: { user: UserDetail }) {
  const { t } = useTranslation('people');
  // The server refuses to delete the signed-in account (409 CANNOT_DELETE_SELF): say so before asking.
  const own = useSnapshot(authState).user?.id === user.id;
  return (
    <header className="people-header">
      <div className="people-header-main">
        <h2 className="people-header-email wa-email"><BreakableEmail email={user.email} /></h2>
        <p className="people-header-badges">
          <RoleBadge role={user.role} />
          <TierBadge tier={user.subscriptionTier} />
          <span className="badge badge-neutral">{user.organization?.name ?? t('info.noOrganization')}</span>
          <PresenceBadge presence={user.presence} />
        </p>
      </div>
      <MenuButton
        label={t('actions.menu')}
        actions={[
          { key: 'edit', label: t('actions.edit'), onSelect: () => openModal('edit') },
          { key: 'password', label: t('actions.resetPassword'), onSelect: () => openModal('password') },
          { key: 'subscription', label: t('actions.subscription'), onSelect: () => openModal('subscription') },
          { key: 'delete', label: t('actions.delete'), onSelect: () => openModal('delete'), danger: true,
            disabledReason: own ? t('common:errors.codes.cannotDeleteSelf') : undefined },
        ]}
      />
    </header>
  );
}
