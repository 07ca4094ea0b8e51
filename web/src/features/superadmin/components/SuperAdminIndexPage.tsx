import { Redirect } from 'wouter';
import { ROUTES } from '../../../app/paths';

/** /superadmin/dashboard. SPEC §2 redirects it to users; until that page is built, to the only section there is. */
export default function SuperAdminIndexPage() {
  return <Redirect to={ROUTES.superadminHackingAttempts} replace />;
}
