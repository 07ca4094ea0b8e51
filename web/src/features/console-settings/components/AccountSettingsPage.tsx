import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { ArrowRightIcon } from '../../../components/icons';
import { PageSpinner } from '../../../components/Spinner';
import type { UserView } from '../../../lib/contracts';
import { authState } from '../../auth';
import { ConnectedAccounts } from '../../oauth';
import { SuperAdminLayout } from '../../superadmin';
import { AccountCard } from './AccountCard';
import { ExportCard } from './ExportCard';
import { OwnPasswordCard } from './OwnPasswordCard';
import { SystemInfoCard } from './SystemInfoCard';
import '../console-settings.css';

/** Quick links to the console's other pages; only pages that exist (Manage Scenarios joins when it is built). */
function QuickLinks() {
  const { t } = useTranslation('consoleSettings');
  return (
    <section className="settings-section" aria-labelledby="console-links-title">
      <h2 id="console-links-title" className="settings-section-title">{t('links.title')}</h2>
      <ul className="console-links">
        <li>
          <Link href={ROUTES.superadminUsers} className="btn btn-secondary">
            {t('links.users')} <ArrowRightIcon size={16} />
          </Link>
        </li>
      </ul>
    </section>
  );
}

/** /superadmin/dashboard/settings: the SuperAdmin's Account Settings (SPEC §2). */
export default function AccountSettingsPage() {
  const { user } = useSnapshot(authState);
  return (
    <SuperAdminLayout>
      {!user ? <PageSpinner /> : (
        <div className="console-settings">
          <AccountCard user={user as UserView} />
          <OwnPasswordCard />
          <ConnectedAccounts hasPassword={user.hasPassword} returnTo={ROUTES.superadminSettings} />
          <SystemInfoCard />
          <QuickLinks />
          <ExportCard />
        </div>
      )}
    </SuperAdminLayout>
  );
}
