import { useTranslation } from 'react-i18next';
import { BreakableEmail } from '../../../components/BreakableEmail';
import { MenuButton } from '../../../components/MenuButton';
import { RoleBadge } from '../../../components/RoleBadge';
import type { UserDetail } from '../../../lib/contracts';
import { openModal } from '../state/user.store';
import { PresenceBadge, TierBadge } from './badges';

/** SPEC §2: the address, its role, tier, organisation and presence badges, and the Actions menu. */
export function UserHeader({ user }: { user: UserDetail }) {
  const { t } = useTranslation('people');
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
          { key: 'delete', label: t('actions.delete'), onSelect: () => openModal('delete'), danger: true },
        ]}
      />
    </header>
  );
}
