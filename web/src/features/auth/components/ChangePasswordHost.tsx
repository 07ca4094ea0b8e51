import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { authState } from '../state/auth.store';
import { changePasswordState, closeChangePassword } from '../state/change-password.store';

const ChangePasswordModal = lazy(() => import('./ChangePasswordModal'));

/** Mounts the change-password modal (its code and texts load on first open). */
export function ChangePasswordHost() {
  const { open } = useSnapshot(changePasswordState);
  const { status } = useSnapshot(authState);
  // Signed out while the dialog was open: it must not reappear after the next sign-in.
  useEffect(() => {
    if (status === 'anonymous') closeChangePassword();
  }, [status]);
  if (!open || status !== 'authenticated') return null;
  return (
    <Suspense fallback={null}>
      <ChangePasswordModal />
    </Suspense>
  );
}
