import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { BreakableEmail } from '../../components/BreakableEmail';
import { BuildingIcon, ChevronDownIcon, KeyIcon, LogoutIcon, ShieldIcon, TargetIcon, UserIcon } from '../../components/icons';
import { RoleBadge } from '../../components/RoleBadge';
import { logout, openChangePassword } from '../../features/auth';
import type { UserView } from '../../lib/contracts';
import { useCloseOnFocusLeave } from '../../lib/focus-leave';
import { ROUTES } from '../paths';

/** Account details and actions; used in the dropdown (desktop) and inline in the mobile menu. */
export function AccountPanel({ user, onAction }: { user: UserView; onAction?: () => void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const run = (action: () => void) => () => {
    onAction?.();
    action();
  };
  const signOut = () => {
    logout();
    navigate(ROUTES.login);
  };
  return (
    <>
      <div className="account-summary">
        <p className="account-label">{t('userMenu.signedInAs')}</p>
        <p className="account-email">
          {user.temporaryEmail ? t('userMenu.noEmail') : <BreakableEmail email={user.email} />}
        </p>
        {user.role !== 'User' && <RoleBadge role={user.role} />}
      </div>
      <ul className="account-actions">
        {/* The team area: every Admin; a SuperAdmin only when they belong to an organisation. */}
        {(user.role === 'Admin' || (user.role === 'SuperAdmin' && user.organization)) && (
          <li>
            <button type="button" className="menu-item" onClick={run(() => navigate(ROUTES.adminDashboard))}>
              <BuildingIcon size={18} /> {t('userMenu.teamAdmin')}
            </button>
          </li>
        )}
        {user.role === 'SuperAdmin' && (
          <li>
            <button type="button" className="menu-item" onClick={run(() => navigate(ROUTES.superadmin))}>
              <ShieldIcon size={18} /> {t('userMenu.console')}
            </button>
          </li>
        )}
        <li>
          {/* Re-onboarding (SPEC §2): the goals page pre-selects the goals saved last time. */}
          <button type="button" className="menu-item" onClick={run(() => navigate(ROUTES.onboarding))}>
            <TargetIcon size={18} /> {t('userMenu.setGoals')}
          </button>
        </li>
        <li>
          <button type="button" className="menu-item" onClick={run(() => navigate(ROUTES.settings))}>
            <UserIcon size={18} /> {t('userMenu.settings')}
          </button>
        </li>
        <li>
          <button type="button" className="menu-item" onClick={run(openChangePassword)}>
            <KeyIcon size={18} /> {t('userMenu.changePassword')}
          </button>
        </li>
        <li>
          <button type="button" className="menu-item" onClick={run(signOut)}>
            <LogoutIcon size={18} /> {t('userMenu.logout')}
          </button>
        </li>
      </ul>
    </>
  );
}

export function UserMenu({ user }: { user: UserView }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useCloseOnFocusLeave(open, [rootRef], () => setOpen(false));

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu-trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="avatar" aria-hidden="true">
          {user.email.charAt(0).toUpperCase()}
        </span>
        {/* Named by its content, not aria-label: the visible email stays part of the name (WCAG 2.5.3). */}
        <span className="visually-hidden">{t('userMenu.openPrefix')} </span>
        <span className="user-menu-email">{user.temporaryEmail ? t('userMenu.noEmail') : user.email}</span>
        <ChevronDownIcon size={16} />
      </button>
      {open && (
        <div id={panelId} className="user-menu-panel">
          <AccountPanel
            user={user}
            onAction={() => {
              // The panel disappears: keep focus on the trigger so a dialog can hand it back there.
              buttonRef.current?.focus();
              setOpen(false);
            }}
          />
        </div>
      )}
    </div>
  );
}
