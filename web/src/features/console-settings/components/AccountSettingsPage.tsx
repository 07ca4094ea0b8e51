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

/** SPEC §2's quick links to the console's other pages: Manage Users and Manage Scenarios. */
function QuickLinks() {
  const { t } = useTranslation('consoleSettings');
  const links = [[ROUTES.superadminUsers, 'links.users'], [ROUTES.superadminScenarios, 'links.scenarios']] as const;
  return (
    <section className="settings-section" aria-labelledby="console-links-title">
      <h2 id="console-links-title" className="settings-section-title">{t('links.title')}</h2>
      <ul className="console-links">
        {links.map(([to, key]) => (
          <li key={to}>
            <Link href={to} className="btn btn-secondary">
              {t(key)} <ArrowRightIcon size={16} />
            </Link>
          </li>
        ))}
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
