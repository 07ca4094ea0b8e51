import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { ShieldIcon } from '../../../components/icons';
import { WorkAreaLayout } from '../../../components/WorkAreaLayout';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { logout } from '../../auth';
import { CONSOLE_SECTIONS, sectionFor } from '../state/sections';

/**
 * The SuperAdmin console (SPEC §2): its sections in the work area's shell, 'Back to Main App' and
 * Logout, and the page's heading and document title taken from the path. A page inside a section
 * (one user, one session) names itself with `title`; the section stays marked in the sidebar.
 */
export function SuperAdminLayout({ title: pageTitle, children }: { title?: string; children: ReactNode }) {
  const { t } = useTranslation('superadmin');
  const [path, navigate] = useLocation();
  const current = sectionFor(path);
  const title = pageTitle ?? (current ? t(current.labelKey) : t('console'));
  useDocumentTitle(pageTitle || current ? `${title} — ${t('console')}` : title);

  return (
    <WorkAreaLayout
      identity={<p className="wa-area-name"><ShieldIcon size={18} /> {t('console')}</p>}
      navLabel={t('navLabel')}
      sections={CONSOLE_SECTIONS.map(({ to, labelKey, icon }) => ({ to, label: t(labelKey), icon }))}
      currentTo={current?.to}
      title={title}
      backLabel={t('backToApp')}
      logoutLabel={t('logout')}
      onLogout={() => {
        logout();
        navigate(ROUTES.login);
      }}
    >
      {children}
    </WorkAreaLayout>
  );
}
