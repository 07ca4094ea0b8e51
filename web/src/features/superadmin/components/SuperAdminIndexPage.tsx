import { Redirect } from 'wouter';
import { ROUTES } from '../../../app/paths';

/** /superadmin and /superadmin/dashboard: SPEC §2 redirects the console's entrance to the Users list. */
export default function SuperAdminIndexPage() {
  return <Redirect to={ROUTES.superadminUsers} replace />;
}
