import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useRoute } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { Spinner } from '../../../components/Spinner';
import { authState } from '../../auth';
import type { EmailVerificationProps } from './EmailVerification';

// Loaded when first shown, with their styles and words: most visitors never need them, and the app
// shell that places the banner stays small.
const BannerBody = lazy(() => import('./VerificationBannerBody'));
const Embedded = lazy(() => import('./EmailVerification'));

/**
 * For signed-in learners whose address is not verified, on every page but the verification page
 * itself and the chat, which needs the whole window for the conversation.
 */
export function VerificationBanner() {
  const { status, user } = useSnapshot(authState);
  const [path] = useLocation();
  const [inChat] = useRoute(ROUTES.simulation);
  // An account with a temporary address has settings' own banner asking for a real one.
  if (status !== 'authenticated' || !user || user.emailVerified || user.temporaryEmail || path === ROUTES.verifyEmail || inChat) return null;
  return (
    <Suspense fallback={null}>
      <BannerBody email={user.email} />
    </Suspense>
  );
}

/** The embedded verification component (auto, manual or token mode), for other features' pages (Settings). */
export function EmailVerification(props: EmailVerificationProps) {
  return (
    <Suspense fallback={<Spinner size="sm" />}>
      <Embedded {...props} />
    </Suspense>
  );
}
