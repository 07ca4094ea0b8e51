import type { Role } from '../../lib/contracts';
import { ROUTES } from '../paths';

export interface NavItem {
  to: string;
  /** Key in the common namespace. */
  labelKey: string;
  /** Who sees it; 'all' when left out. */
  audience?: 'all' | 'signedIn' | 'signedOut';
  /** Signed-in roles that see it; every role when left out. */
  roles?: readonly Role[];
  /** Other paths on which the item counts as the current page. */
  alsoActiveOn?: readonly string[];
}

/** The navbar, in order (SPEC §2), with the admin links by role at the end. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: ROUTES.home, labelKey: 'nav.home', alsoActiveOn: [ROUTES.dashboard] },
  { to: ROUTES.about, labelKey: 'nav.about' },
  { to: ROUTES.payment, labelKey: 'nav.payment' },
  { to: ROUTES.scenarios, labelKey: 'nav.practice' },
  { to: ROUTES.curriculum, labelKey: 'nav.curriculum', audience: 'signedIn' },
  {
    to: ROUTES.adminDashboard,
    labelKey: 'nav.teamAdmin',
    audience: 'signedIn',
    roles: ['Admin'],
    alsoActiveOn: [ROUTES.admin, ROUTES.adminTeam, ROUTES.adminAnalytics, ROUTES.adminSettings],
  },
  {
    to: ROUTES.superadmin,
    labelKey: 'nav.console',
    audience: 'signedIn',
    roles: ['SuperAdmin'],
    alsoActiveOn: [ROUTES.superadminHackingAttempts],
  },
];

export function visibleNavItems(signedIn: boolean, role: Role | undefined): NavItem[] {
  return NAV_ITEMS.filter((item) => {
    const audience = item.audience ?? 'all';
    if (audience === 'signedIn' && !signedIn) return false;
    if (audience === 'signedOut' && signedIn) return false;
    return !item.roles || (role !== undefined && item.roles.includes(role));
  });
}

export function isActive(item: NavItem, path: string): boolean {
  return item.to === path || (item.alsoActiveOn ?? []).includes(path);
}
