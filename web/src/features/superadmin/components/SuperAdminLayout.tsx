import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { ArrowRightIcon, LogoutIcon, ShieldIcon } from '../../../components/icons';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { logout } from '../../auth';
import { CONSOLE_SECTIONS, sectionFor } from '../state/sections';

/**
 * The SuperAdmin console (SPEC §2): a sidebar of its sections, 'Back to Main App' and Logout, and
 * the page's heading and document title taken from the path. Below 768 px the sidebar becomes a
 * bar above the page.
 */
export function SuperAdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('superadmin');
  const [path, navigate] = useLocation();
  const current = sectionFor(path);
  const title = current ? t(current.labelKey) : t('console');
  useDocumentTitle(current ? `${title} — ${t('console')}` : title);

  const signOut = () => {
    logout();
    navigate(ROUTES.login);
  };

  return (
    <div className="wa-shell">
      <div className="wa-sidebar">
        <div className="wa-sidebar-inner">
          <p className="wa-area-name">
            <ShieldIcon size={18} /> {t('console')}
          </p>
          <nav className="wa-nav" aria-label={t('navLabel')}>
            <ul className="wa-nav-list">
              {CONSOLE_SECTIONS.map(({ to, labelKey, icon: Icon }) => (
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
        {children}
      </div>
    </div>
  );
}
