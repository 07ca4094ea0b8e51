import type { Role } from '../lib/contracts';

/**
 * Every path of the client, and nothing else: features link and navigate with these, so this file
 * imports no feature, component or page (the lazy page list lives in router.tsx).
 */
export const ROUTES = {
  home: '/',
  dashboard: '/dashboard',
  about: '/about',
  publicOffer: '/public-offer',
  payment: '/payment',
  login: '/login',
  register: '/register',
  /** "Forgot your password?", and the page its mailed link opens. */
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  undoEmailChange: '/undo-email-change',
  onboarding: '/onboarding',
  curriculum: '/curriculum',
  scenarios: '/scenarios',
  scenario: '/scenario/:id',
  simulation: '/simulation/:id',
  results: '/results/:id',
  history: '/history/:id',
  verifyEmail: '/verify-email',
  settings: '/settings',
  /** The learner's one-page progress report, made to be printed or saved as PDF. */
  progressReport: '/progress/report',
  /** Where an identity provider returns the browser (SPEC §2: both show the login callback screen). */
  authCallback: '/auth/callback/:provider',
  oauthCallback: '/oauth-callback',
  /** The SuperAdmin console (SPEC §2); its sections live under it. /superadmin itself opens it too. */
  superadmin: '/superadmin/dashboard',
  superadminRoot: '/superadmin',
  superadminUsers: '/superadmin/dashboard/users',
  /** SPEC §2: the Users list is also reachable here. */
  superadminUsersShort: '/superadmin/users',
  superadminUser: '/superadmin/dashboard/users/:id',
  superadminSession: '/superadmin/dashboard/sessions/:id',
  superadminScenarios: '/superadmin/dashboard/scenarios',
  superadminAnalysis: '/superadmin/dashboard/analysis',
  superadminSystem: '/superadmin/dashboard/system',
  superadminHackingAttempts: '/superadmin/dashboard/hacking-attempts',
  superadminLogs: '/superadmin/dashboard/logs',
  superadminSettings: '/superadmin/dashboard/settings',
  /** The team admin area (SPEC §2): one shared layout, Admins only. /admin itself opens the overview. */
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  adminTeam: '/admin/team',
  adminAnalytics: '/admin/analytics',
  adminSettings: '/admin/settings',
  /** Where an invitation mail's link lands (?token=…). */
  invite: '/invite',
} as const;

/** Team Management with the invite form (or the new-assignment form) already open: the overview's quick actions. */
export const ADMIN_TEAM_INVITE = `${ROUTES.adminTeam}?invite=1`;
export const ADMIN_TEAM_ASSIGN = `${ROUTES.adminTeam}?assign=1#assignments`;

/** Whether a path is inside the SuperAdmin console (its own sidebar, no marketing footer). */
export function isSuperAdminPath(path: string): boolean {
  return path === '/superadmin' || path.startsWith('/superadmin/');
}

/** Whether a path is inside the team admin area (its own sidebar, no marketing footer either). */
export function isAdminPath(path: string): boolean {
  return path === ROUTES.admin || path.startsWith(`${ROUTES.admin}/`);
}

/** The invitation page of one invitation link. */
export function invitePath(token: string): string {
  return `${ROUTES.invite}?token=${encodeURIComponent(token)}`;
}

/**
 * Where a checkout ends (SPEC §2): the dashboard's success banner, or the payment page's failure
 * banner. The server sends the provider the same two addresses for its hosted page.
 */
export const PAYMENT_RETURN = {
  paid: `${ROUTES.dashboard}?payment=success`,
  declined: `${ROUTES.payment}?payment=failed`,
} as const;

/** The callback address registered with a provider (google, facebook, auth0). */
export function authCallbackPath(provider: string): string {
  return ROUTES.authCallback.replace(':provider', provider);
}

/** The detail page of one scenario. */
export function scenarioPath(id: number): string {
  return ROUTES.scenario.replace(':id', String(id));
}

/** The chat of one practice session (also resumes an unfinished one). */
export function simulationPath(sessionId: number): string {
  return ROUTES.simulation.replace(':id', String(sessionId));
}

/** The analysis of a finished session (also what the chat opens once it is analysed). */
export function resultsPath(sessionId: number): string {
  return ROUTES.results.replace(':id', String(sessionId));
}

/** A past session with its message-by-message feedback. */
export function historyPath(sessionId: number): string {
  return ROUTES.history.replace(':id', String(sessionId));
}

/** One account in the SuperAdmin console. */
export function superadminUserPath(userId: number): string {
  return ROUTES.superadminUser.replace(':id', String(userId));
}

/** One practice session as the SuperAdmin console shows it. */
export function superadminSessionPath(sessionId: number): string {
  return ROUTES.superadminSession.replace(':id', String(sessionId));
}

/**
 * Where a signed-in user belongs (SPEC §2): SuperAdmins their console's Users list (where
 * /superadmin/dashboard redirects; straight there saves a hop), Admins the team overview, others Home.
 */
export function homeForRole(role: Role): string {
  if (role === 'SuperAdmin') return ROUTES.superadminUsers;
  return role === 'Admin' ? ROUTES.adminDashboard : ROUTES.home;
}
