import { useLocation } from 'wouter';
import type { UserView } from '../../../lib/contracts';
import { setAuthenticated } from '../state/auth.store';

/**
 * Marks the user signed in and moves to `target` in the same tick, so no guard ever sees the new
 * state on the old page (or the old state on the new page).
 */
export function useCompleteSignIn(): (user: UserView, target: string) => void {
  const [, navigate] = useLocation();
  return (user, target) => {
    setAuthenticated(user);
    navigate(target, { replace: true });
  };
}
