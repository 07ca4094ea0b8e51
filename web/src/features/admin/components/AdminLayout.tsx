import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { BuildingIcon } from '../../../components/icons';
import { WorkAreaLayout } from '../../../components/WorkAreaLayout';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { authState, logout, refreshProfile } from '../../auth';
import { ADMIN_SECTIONS, sectionFor } from '../state/sections';
import { NoOrganisation } from './NoOrganisation';
import '../admin.css';

/**
 * The team admin area (SPEC §2): its four sections in the work area's shell, 'Back to the app' and
 * Logout, the page's heading and document title from the path. An Admin without an organisation sees why the
 * area is empty instead of the page, and the page makes no call that could only fail.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const [path, navigate] = useLocation();
  const { user } = useSnapshot(authState);
  const current = sectionFor(path);
  const title = current ? t(current.labelKey) : t('area');
  useDocumentTitle(`${title} — ${t('area')}`);
  // The organisation may have changed since sign-in (an operator added the account to one).
  useEffect(() => void refreshProfile(), []);

  const organization = user?.organization ?? null;

  return (
    <WorkAreaLayout
      identity={
        <div className="admin-identity">
          <p className="wa-area-name">
            <BuildingIcon size={18} /> {t('area')}
          </p>
          {organization && <p className="admin-org-name">{organization.name}</p>}
        </div>
      }
      navLabel={t('navLabel')}
      sections={ADMIN_SECTIONS.map(({ to, labelKey, icon }) => ({ to, label: t(labelKey), icon }))}
      currentTo={current?.to}
      title={title}
      backLabel={t('backToApp')}
      logoutLabel={t('logout')}
      onLogout={() => {
        logout();
        navigate(ROUTES.login);
      }}
    >
      {user && !organization ? <NoOrganisation /> : children}
    </WorkAreaLayout>
  );
}
