import { useSnapshot } from 'valtio';
import { PageSpinner } from '../../../components/Spinner';
import { authState } from '../../auth';
import { LandingPage } from './LandingPage';
import { lazy, Suspense } from 'react';
import '../marketing.css';

// Visitors never download the dashboard (and its charts).
const Dashboard = lazy(() => import('../../dashboard').then(({ Dashboard }) => ({ default: Dashboard })));

/** / and /dashboard: marketing for visitors, the dashboard for signed-in users. */
export default function HomePage() {
  const { status, user } = useSnapshot(authState);
  if (status === 'initialising') return <PageSpinner />;
  return status === 'authenticated' && user ? (
    <Suspense fallback={<PageSpinner />}>
      <Dashboard email={user.temporaryEmail ? null : user.email} />
    </Suspense>
  ) : <LandingPage />;
}
