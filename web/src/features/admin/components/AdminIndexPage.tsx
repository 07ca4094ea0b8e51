import { Redirect } from 'wouter';
import { ROUTES } from '../../../app/paths';

/** /admin: the area opens on its overview. */
export default function AdminIndexPage() {
  return <Redirect to={ROUTES.adminDashboard} replace />;
}
