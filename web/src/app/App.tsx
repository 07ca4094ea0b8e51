import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRoute } from 'wouter';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { PageSpinner } from '../components/Spinner';
import { ChangePasswordHost } from '../features/auth';
import { PaymentStatusBanner } from '../features/billing';
import { TemporaryEmailBanner } from '../features/settings';
import { MaintenanceBanner } from '../features/system';
import { VerificationBanner } from '../features/verification';
import { Footer } from './layout/Footer';
import { Navbar } from './layout/Navbar';
import { NavigationEffects } from './NavigationEffects';
import { isAdminPath, isSuperAdminPath, ROUTES } from './paths';
import { AppRoutes } from './router';
import { SessionMonitor } from './SessionMonitor';

export function App() {
  const { t } = useTranslation();
  const [location] = useLocation();
  // The chat is an app view: it fills the window under the navbar, with no marketing footer below.
  const [appView] = useRoute(ROUTES.simulation);
  // The SuperAdmin console and the team admin area are work areas with their own sidebar: no
  // marketing footer under them either.
  const footer = !appView && !isSuperAdminPath(location) && !isAdminPath(location);
  return (
    <div className={appView ? 'app-shell app-shell-view' : 'app-shell'}>
      <a className="skip-link" href="#main">
        {t('a11y.skipToContent')}
      </a>
      <NavigationEffects />
      <SessionMonitor />
      <MaintenanceBanner />
      <TemporaryEmailBanner />
      <Navbar />
      <PaymentStatusBanner />
      <VerificationBanner />
      <main id="main" className="app-main" tabIndex={-1}>
        {/* keyed by path: a page that failed to load does not keep the next page in its error state */}
        <ErrorBoundary key={location}>
          <Suspense fallback={<PageSpinner />}>
            <AppRoutes />
          </Suspense>
        </ErrorBoundary>
      </main>
      {footer && <Footer />}
      <ChangePasswordHost />
    </div>
  );
}
