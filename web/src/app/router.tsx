import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { Route, Switch } from 'wouter';
import { type Access, Guarded } from './guards';
import { ROUTES } from './paths';

interface AppRoute {
  path: string;
  access: Access;
  page: LazyExoticComponent<ComponentType>;
}

const CHUNK_TIMEOUT_MS = 120_000;

/** React.lazy that gives up after 120 s, so a stalled chunk shows an error instead of a spinner forever. */
function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyExoticComponent<ComponentType> {
  return lazy(() =>
    Promise.race([
      load(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('Timed out loading a page of the app')), CHUNK_TIMEOUT_MS),
      ),
    ]),
  );
}

// Pages are imported by path, not through their feature's index.ts, so each stays a chunk of its own.
const HomePage = lazyPage(() => import('../features/marketing/components/HomePage'));
const AboutPage = lazyPage(() => import('../features/marketing/components/AboutPage'));
const PublicOfferPage = lazyPage(() => import('../features/offer/components/PublicOfferPage'));
const PaymentPage = lazyPage(() => import('../features/billing/components/PaymentPage'));
const LoginPage = lazyPage(() => import('../features/auth/components/LoginPage'));
const RegisterPage = lazyPage(() => import('../features/auth/components/RegisterPage'));
const ForgotPasswordPage = lazyPage(() => import('../features/password-reset/components/ForgotPasswordPage'));
const ResetPasswordPage = lazyPage(() => import('../features/password-reset/components/ResetPasswordPage'));
const UndoEmailChangePage = lazyPage(() => import('../features/password-reset/components/UndoEmailChangePage'));
const ScenariosPage = lazyPage(() => import('../features/catalogue/components/ScenariosPage'));
const ScenarioDetailPage = lazyPage(() => import('../features/catalogue/components/ScenarioDetailPage'));
const OnboardingPage = lazyPage(() => import('../features/onboarding/components/OnboardingPage'));
const CurriculumPage = lazyPage(() => import('../features/curriculum/components/CurriculumPage'));
const SimulationPage = lazyPage(() => import('../features/simulation/components/SimulationPage'));
const ResultsPage = lazyPage(() => import('../features/results/components/ResultsPage'));
const HistoryPage = lazyPage(() => import('../features/results/components/HistoryPage'));
const ProgressReportPage = lazyPage(() => import('../features/dashboard/components/ProgressReportPage'));
const VerifyEmailPage = lazyPage(() => import('../features/verification/components/VerifyEmailPage'));
const NotFoundPage = lazyPage(() => import('../features/system/components/NotFoundPage'));
const OAuthCallbackPage = lazyPage(() => import('../features/oauth/components/OAuthCallbackPage'));
const SettingsPage = lazyPage(() => import('../features/settings/components/SettingsPage'));
const SuperAdminIndexPage = lazyPage(() => import('../features/superadmin/components/SuperAdminIndexPage'));
const UsersPage = lazyPage(() => import('../features/people/components/UsersPage'));
const UserDetailPage = lazyPage(() => import('../features/people/components/UserDetailPage'));
const SessionDetailPage = lazyPage(() => import('../features/people/components/SessionDetailPage'));
const ScenarioAdminPage = lazyPage(() => import('../features/scenario-admin/components/ScenariosPage'));
const AnalysisMonitoringPage = lazyPage(() => import('../features/analysis-monitoring/components/AnalysisMonitoringPage'));
const HackingAttemptsPage = lazyPage(() => import('../features/hacking-attempts/components/HackingAttemptsPage'));
const SystemMonitoringPage = lazyPage(() => import('../features/system-monitoring/components/SystemMonitoringPage'));
const LogsPage = lazyPage(() => import('../features/logs/components/LogsPage'));
const AccountSettingsPage = lazyPage(() => import('../features/console-settings/components/AccountSettingsPage'));
const AdminIndexPage = lazyPage(() => import('../features/admin/components/AdminIndexPage'));
const AdminOverviewPage = lazyPage(() => import('../features/admin/components/AdminOverviewPage'));
const AdminSettingsPage = lazyPage(() => import('../features/admin/components/AdminSettingsPage'));
const TeamPage = lazyPage(() => import('../features/team/components/TeamPage'));
const TeamAnalyticsPage = lazyPage(() => import('../features/team-analytics/components/TeamAnalyticsPage'));
const InvitationPage = lazyPage(() => import('../features/invitation/components/InvitationPage'));

const APP_ROUTES: readonly AppRoute[] = [
  { path: ROUTES.home, access: 'public', page: HomePage },
  { path: ROUTES.dashboard, access: 'public', page: HomePage },
  { path: ROUTES.about, access: 'public', page: AboutPage },
  { path: ROUTES.publicOffer, access: 'public', page: PublicOfferPage },
  { path: ROUTES.payment, access: 'public', page: PaymentPage },
  { path: ROUTES.login, access: 'guest', page: LoginPage },
  { path: ROUTES.register, access: 'guest', page: RegisterPage },
  { path: ROUTES.forgotPassword, access: 'guest', page: ForgotPasswordPage },
  { path: ROUTES.resetPassword, access: 'public', page: ResetPasswordPage },
  { path: ROUTES.undoEmailChange, access: 'public', page: UndoEmailChangePage },
  { path: ROUTES.onboarding, access: 'auth', page: OnboardingPage },
  { path: ROUTES.curriculum, access: 'auth', page: CurriculumPage },
  { path: ROUTES.scenarios, access: 'public', page: ScenariosPage },
  { path: ROUTES.scenario, access: 'public', page: ScenarioDetailPage },
  { path: ROUTES.simulation, access: 'auth', page: SimulationPage },
  { path: ROUTES.results, access: 'auth', page: ResultsPage },
  { path: ROUTES.history, access: 'auth', page: HistoryPage },
  { path: ROUTES.progressReport, access: 'auth', page: ProgressReportPage },
  { path: ROUTES.verifyEmail, access: 'public', page: VerifyEmailPage },
  { path: ROUTES.settings, access: 'auth', page: SettingsPage },
  { path: ROUTES.authCallback, access: 'public', page: OAuthCallbackPage },
  { path: ROUTES.oauthCallback, access: 'public', page: OAuthCallbackPage },
  { path: ROUTES.superadminRoot, access: 'superadmin', page: SuperAdminIndexPage },
  { path: ROUTES.superadmin, access: 'superadmin', page: SuperAdminIndexPage },
  { path: ROUTES.superadminUsers, access: 'superadmin', page: UsersPage },
  { path: ROUTES.superadminUsersShort, access: 'superadmin', page: UsersPage },
  { path: ROUTES.superadminUser, access: 'superadmin', page: UserDetailPage },
  { path: ROUTES.superadminSession, access: 'superadmin', page: SessionDetailPage },
  { path: ROUTES.superadminScenarios, access: 'superadmin', page: ScenarioAdminPage },
  { path: ROUTES.superadminAnalysis, access: 'superadmin', page: AnalysisMonitoringPage },
  { path: ROUTES.superadminSystem, access: 'superadmin', page: SystemMonitoringPage },
  { path: ROUTES.superadminHackingAttempts, access: 'superadmin', page: HackingAttemptsPage },
  { path: ROUTES.superadminLogs, access: 'superadmin', page: LogsPage },
  { path: ROUTES.superadminSettings, access: 'superadmin', page: AccountSettingsPage },
  { path: ROUTES.admin, access: 'admin', page: AdminIndexPage },
  { path: ROUTES.adminDashboard, access: 'admin', page: AdminOverviewPage },
  { path: ROUTES.adminTeam, access: 'admin', page: TeamPage },
  { path: ROUTES.adminAnalytics, access: 'admin', page: TeamAnalyticsPage },
  { path: ROUTES.adminSettings, access: 'admin', page: AdminSettingsPage },
  { path: ROUTES.invite, access: 'public', page: InvitationPage },
];

/** The only importer of the pages: nothing else reaches them, so no import leads back here. */
export function AppRoutes() {
  return (
    <Switch>
      {APP_ROUTES.map(({ path, access, page: Page }) => (
        <Route key={path} path={path}>
          <Guarded access={access}>
            <Page />
          </Guarded>
        </Route>
      ))}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
