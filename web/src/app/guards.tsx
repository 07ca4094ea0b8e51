import { type ReactNode, useEffect } from 'react';
import { Redirect, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { PageSpinner } from '../components/Spinner';
import { authState, signOutLocally } from '../features/auth';
import type { Role } from '../lib/contracts';
import { isTokenExpired } from '../lib/jwt';
import { redirectFromSearch, withRedirect } from '../lib/redirect';
import { readSession } from '../lib/token-storage';
import { homeForRole, ROUTES } from './paths';

/** public: anyone; guest: anyone not fully signed in; auth: signed in; admin/superadmin: by role. */
export type Access = 'public' | 'guest' | 'auth' | 'admin' | 'superadmin';

function currentPath(): string {
  return window.location.pathname + window.location.search;
}

/** The token may have vanished or expired since the last check (another tab, a sleeping laptop). */
function sessionStillUsable(): boolean {
  const session = readSession();
  return !!session && (!!session.refreshToken || !isTokenExpired(session.token));
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSnapshot(authState);
  const usable = status === 'authenticated' && sessionStillUsable();
  useEffect(() => {
    if (status === 'authenticated' && !usable) signOutLocally();
  }, [status, usable]);
  if (status === 'initialising') return <PageSpinner />;
  if (!usable) return <Redirect to={withRedirect(ROUTES.login, currentPath())} replace />;
  return <>{children}</>;
}

/** Signed-in users without one of `roles` go Home (SPEC §2: admin routes redirect non-admins). */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { user } = useSnapshot(authState);
  return (
    <RequireAuth>
      {user && roles.includes(user.role) ? children : <Redirect to={ROUTES.home} replace />}
    </RequireAuth>
  );
}

/** Login and Register: a fully authenticated user is sent on (to ?redirect= if safe, else role home). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { status, user } = useSnapshot(authState);
  const search = useSearch();
  if (status === 'initialising') return <PageSpinner />;
  if (status === 'authenticated' && user) {
    return <Redirect to={redirectFromSearch(search) ?? homeForRole(user.role)} replace />;
  }
  return <>{children}</>;
}

export function Guarded({ access, children }: { access: Access; children: ReactNode }) {
  switch (access) {
    case 'public':
      return <>{children}</>;
    case 'guest':
      return <GuestOnly>{children}</GuestOnly>;
    case 'auth':
      return <RequireAuth>{children}</RequireAuth>;
    case 'admin':
      return <RequireRole roles={['Admin', 'SuperAdmin']}>{children}</RequireRole>;
    case 'superadmin':
      return <RequireRole roles={['SuperAdmin']}>{children}</RequireRole>;
  }
}
