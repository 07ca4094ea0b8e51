import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { ArrowRightIcon, BuildingIcon, LogoutIcon } from '../../../components/icons';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { authState, logout, refreshProfile } from '../../auth';
import { ADMIN_SECTIONS, sectionFor } from '../state/sections';
import { NoOrganisation } from './NoOrganisation';
import '../admin.css';

/**
 * The team admin area (SPEC §2): a sidebar of its four sections, 'Back to the app' and Logout, the
 * page's heading and document title from the path. An Admin without an organisation sees why the
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

  const signOut = () => {
    logout();
    navigate(ROUTES.login);
  };
  const organization = user?.organization ?? null;

  return (
    <div className="wa-shell">
      <div className="wa-sidebar">
        <div className="wa-sidebar-inner">
          <div className="admin-identity">
            <p className="wa-area-name">
              <BuildingIcon size={18} /> {t('area')}
            </p>
            {organization && <p className="admin-org-name">{organization.name}</p>}
          </div>
          <nav className="wa-nav" aria-label={t('navLabel')}>
            <ul className="wa-nav-list">
              {ADMIN_SECTIONS.map(({ to, labelKey, icon: Icon }) => (
                <li key={to}>
                  <Link href={to} className="wa-nav-link" aria-current={current?.to === to ? 'page' : undefined}>
                    <Icon size={18} />
                    {t(labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="wa-sidebar-actions">
            <Link href={ROUTES.dashboard} className="wa-nav-link">
              <ArrowRightIcon size={18} className="wa-back-icon" />
              {t('backToApp')}
            </Link>
            <button type="button" className="wa-nav-link" onClick={signOut}>
              <LogoutIcon size={18} />
              {t('logout')}
            </button>
          </div>
        </div>
      </div>
      <div className="wa-content">
        <h1 className="wa-title">{title}</h1>
        {user && !organization ? <NoOrganisation /> : children}
      </div>
    </div>
  );
}
