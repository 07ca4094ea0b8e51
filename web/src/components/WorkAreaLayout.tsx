import type { ComponentType, ReactNode } from 'react';
import { Link } from 'wouter';
import { ROUTES } from '../app/paths';
import { ArrowRightIcon, LogoutIcon } from './icons';

export interface WorkAreaSection {
  to: string;
  label: string;
  icon: ComponentType<{ size?: number }>;
}

interface WorkAreaLayoutProps {
  /** The area's name (and anything beside it) at the top of the sidebar. */
  identity: ReactNode;
  navLabel: string;
  sections: readonly WorkAreaSection[];
  /** The section the page belongs to, marked as the current one. */
  currentTo: string | undefined;
  title: string;
  backLabel: string;
  logoutLabel: string;
  onLogout: () => void;
  children: ReactNode;
}

/**
 * The shell the SuperAdmin console and the team admin area share (SPEC §2): a sidebar of the
 * area's sections, 'Back to the app' and Logout, and the page's heading. Below 768 px the sidebar
 * becomes a bar above the page (styles/work-area.css).
 */
export function WorkAreaLayout({ identity, navLabel, sections, currentTo, title, backLabel, logoutLabel, onLogout, children }: WorkAreaLayoutProps) {
  return (
    <div className="wa-shell">
      <div className="wa-sidebar">
        <div className="wa-sidebar-inner">
          {identity}
          <nav className="wa-nav" aria-label={navLabel}>
            <ul className="wa-nav-list">
              {sections.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <Link href={to} className="wa-nav-link" aria-current={currentTo === to ? 'page' : undefined}>
                    <Icon size={18} />
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="wa-sidebar-actions">
            <Link href={ROUTES.dashboard} className="wa-nav-link">
              <ArrowRightIcon size={18} className="wa-back-icon" />
              {backLabel}
            </Link>
            <button type="button" className="wa-nav-link" onClick={onLogout}>
              <LogoutIcon size={18} />
              {logoutLabel}
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
