import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { Role } from '../lib/contracts';

/** Every path of the client. Later areas (scenarios, payment, admin…) add theirs here. */
export const ROUTES = {
  home: '/',
  dashboard: '/dashboard',
  about: '/about',
  publicOffer: '/public-offer',
  login: '/login',
  register: '/register',
  onboarding: '/onboarding',
  scenarios: '/scenarios',
  scenario: '/scenario/:id',
  simulation: '/simulation/:id',
  results: '/results/:id',
  history: '/history/:id',
} as const;

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

/** public: anyone; guest: anyone not fully signed in; auth: signed in; admin/superadmin: by role. */
export type Access = 'public' | 'guest' | 'auth' | 'admin' | 'superadmin';

export interface AppRoute {
  path: string;
  access: Access;
  page: LazyExoticComponent<ComponentType>;
}

export const CHUNK_TIMEOUT_MS = 120_000;

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

const HomePage = lazyPage(() => import('../features/marketing/components/HomePage'));
const AboutPage = lazyPage(() => import('../features/marketing/components/AboutPage'));
const PublicOfferPage = lazyPage(() => import('../features/offer/components/PublicOfferPage'));
const LoginPage = lazyPage(() => import('../features/auth/components/LoginPage'));
const RegisterPage = lazyPage(() => import('../features/auth/components/RegisterPage'));
const ScenariosPage = lazyPage(() => import('../features/catalogue/components/ScenariosPage'));
const ScenarioDetailPage = lazyPage(() => import('../features/catalogue/components/ScenarioDetailPage'));
const OnboardingPage = lazyPage(() => import('../features/onboarding/components/OnboardingPage'));
const SimulationPage = lazyPage(() => import('../features/simulation/components/SimulationPage'));
const ResultsPage = lazyPage(() => import('../features/results/components/ResultsPage'));
const HistoryPage = lazyPage(() => import('../features/results/components/HistoryPage'));
export const NotFoundPage = lazyPage(() => import('../features/system/components/NotFoundPage'));

export const APP_ROUTES: readonly AppRoute[] = [
  { path: ROUTES.home, access: 'public', page: HomePage },
  { path: ROUTES.dashboard, access: 'public', page: HomePage },
  { path: ROUTES.about, access: 'public', page: AboutPage },
  { path: ROUTES.publicOffer, access: 'public', page: PublicOfferPage },
  { path: ROUTES.login, access: 'guest', page: LoginPage },
  { path: ROUTES.register, access: 'guest', page: RegisterPage },
  { path: ROUTES.onboarding, access: 'auth', page: OnboardingPage },
  { path: ROUTES.scenarios, access: 'public', page: ScenariosPage },
  { path: ROUTES.scenario, access: 'public', page: ScenarioDetailPage },
  { path: ROUTES.simulation, access: 'auth', page: SimulationPage },
  { path: ROUTES.results, access: 'auth', page: ResultsPage },
  { path: ROUTES.history, access: 'auth', page: HistoryPage },
];

/**
 * Where a signed-in user belongs. SPEC sends SuperAdmins to /superadmin/dashboard and Admins to
 * /admin/dashboard, but those areas are not built yet: until they are, every role lands on Home,
 * so nobody is sent to a page that does not exist.
 */
export function homeForRole(_role: Role): string {
  return ROUTES.home;
}
