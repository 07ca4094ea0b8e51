import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Footer } from '../components/Footer';
import { MaintenanceBanner } from '../components/MaintenanceBanner';
import { Navbar } from '../components/Navbar';
import { PageSpinner } from '../components/Spinner';
import { ChangePasswordHost } from '../features/auth/components/ChangePasswordHost';
import { AppRoutes } from './AppRoutes';
import { NavigationEffects } from './NavigationEffects';
import { SessionMonitor } from './SessionMonitor';

export function App() {
  const { t } = useTranslation();
  const [location] = useLocation();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('a11y.skipToContent')}
      </a>
      <NavigationEffects />
      <SessionMonitor />
      <MaintenanceBanner />
      <Navbar />
      <main id="main" className="app-main" tabIndex={-1}>
        {/* keyed by path: a page that failed to load does not keep the next page in its error state */}
        <ErrorBoundary key={location}>
          <Suspense fallback={<PageSpinner />}>
            <AppRoutes />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <ChangePasswordHost />
    </div>
  );
}
