import { Redirect } from 'wouter';
import { ROUTES } from '../../../app/paths';

/** /superadmin/dashboard: SPEC §2 redirects it to the Users list. */
export default function SuperAdminIndexPage() {
  return <Redirect to={ROUTES.superadminUsers} replace />;
}
