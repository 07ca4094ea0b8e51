import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { ArrowRightIcon, LogoutIcon, ShieldIcon } from '../../../components/icons';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { logout } from '../../auth';
import { CONSOLE_SECTIONS, sectionFor } from '../state/sections';
import '../superadmin.css';

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
    <div className="sa-shell">
      <div className="sa-sidebar">
        <p className="sa-console-name">
          <ShieldIcon size={18} /> {t('console')}
        </p>
        <nav className="sa-nav" aria-label={t('navLabel')}>
          <ul className="sa-nav-list">
            {CONSOLE_SECTIONS.map(({ to, labelKey, icon: Icon }) => (
              <li key={to}>
                <Link href={to} className="sa-nav-link" aria-current={current?.to === to ? 'page' : undefined}>
                  <Icon size={18} />
                  {t(labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="sa-sidebar-actions">
          <Link href={ROUTES.dashboard} className="sa-nav-link">
            <ArrowRightIcon size={18} className="sa-back-icon" />
            {t('backToApp')}
          </Link>
          <button type="button" className="sa-nav-link" onClick={signOut}>
            <LogoutIcon size={18} />
            {t('logout')}
          </button>
        </div>
      </div>
      <div className="sa-content">
        <h1 className="sa-title">{title}</h1>
        {children}
      </div>
    </div>
  );
}
