import { useSnapshot } from 'valtio';
import { PageSpinner } from '../../../components/Spinner';
import { authState } from '../../auth/state/auth.store';
import { LandingPage } from './LandingPage';
import { WelcomeHome } from './WelcomeHome';
import '../marketing.css';

/** / and /dashboard: marketing for visitors, a welcome for signed-in users (the dashboard comes later). */
export default function HomePage() {
  const { status, user } = useSnapshot(authState);
  if (status === 'initialising') return <PageSpinner />;
  return status === 'authenticated' && user ? <WelcomeHome email={user.email} /> : <LandingPage />;
}
