import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { CloseIcon, MenuIcon } from '../../components/icons';
import { LogoMark } from '../../components/Logo';
import { authState } from '../../features/auth';
import { useCloseOnFocusLeave } from '../../lib/focus-leave';
import { UsageWidget } from '../../features/usage/components/UsageWidget';
import { ROUTES } from '../paths';
import { LanguageSwitcher } from './LanguageSwitcher';
import { isActive, visibleNavItems } from './nav-items';
import { PlanStatus } from './PlanStatus';
import { AccountPanel, UserMenu } from './UserMenu';

export function Navbar() {
  const { t } = useTranslation();
  const [path] = useLocation();
  const { status, user } = useSnapshot(authState);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const signedIn = status === 'authenticated' && user !== null;
  const items = visibleNavItems(signedIn, user?.role);

  useEffect(() => setMenuOpen(false), [path, status]);
  useCloseOnFocusLeave(menuOpen, [toggleRef, menuRef], () => setMenuOpen(false));
  useEffect(() => {
    if (!menuOpen) return;
    // Focus was in the menu, which goes: back to the button that opened it, not the page's body.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const links = (
    <ul className="nav-list">
      {items.map((item) => (
        <li key={item.to}>
          <Link href={item.to} className="nav-link" aria-current={isActive(item, path) ? 'page' : undefined}>
            {t(item.labelKey)}
          </Link>
        </li>
      ))}
    </ul>
  );
  const loginLink = (
    <Link href={ROUTES.login} className="btn btn-primary btn-sm">
      {t('nav.login')}
    </Link>
  );

  return (
    <header className="navbar">
      <div className="container navbar-inner">
        <Link href={ROUTES.home} className="brand" aria-label={t('brand.homeLabel')}>
          <LogoMark />
          <span className="brand-name">Rapport</span>
        </Link>
        <nav className="navbar-nav nav-wide" aria-label={t('nav.label')}>
          {links}
        </nav>
        <div className="navbar-actions nav-wide">
          {signedIn && <UsageWidget userId={user.id} />}
          {signedIn && <PlanStatus user={user} />}
          <LanguageSwitcher />
          {status === 'initialising' ? <span className="auth-placeholder" /> : signedIn ? <UserMenu user={user} /> : loginLink}
        </div>
        {signedIn && (
          <div className="navbar-plan nav-narrow">
            <PlanStatus user={user} />
          </div>
        )}
        <button
          ref={toggleRef}
          type="button"
          className="icon-button navbar-toggle nav-narrow"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMenuOpen((v) => !v)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      {menuOpen && (
        <div ref={menuRef} id="mobile-menu" className="mobile-menu nav-narrow">
          <nav aria-label={t('nav.label')}>{links}</nav>
          <div className="mobile-menu-section">
            <LanguageSwitcher />
          </div>
          <div className="mobile-menu-section">
            {signedIn ? <AccountPanel
                user={user}
                onAction={() => {
                  toggleRef.current?.focus();
                  setMenuOpen(false);
                }}
              /> : loginLink}
          </div>
        </div>
      )}
    </header>
  );
}
