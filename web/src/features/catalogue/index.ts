import { lazy } from 'react';

// What other features reuse of the catalogue: its content localisation and difficulty badge, and
// starting a session from elsewhere (the curriculum).
export { DifficultyBadge } from './components/ScenarioMeta';
export { coachLimitReached, localized, sessionLimitReached } from './state/localize';
export { openSessionLimit } from './state/session-limit';
export { openSessionStart, type StartableScenario } from './state/session-start.store';

/**
 * The session-start and upgrade modals for a page outside the catalogue. Loaded lazily: the
 * modal and its styles stay out of the chunks of every feature that only reads `localized`.
 */
export const SessionStartHost = lazy(() => import('./components/SessionStartHost').then((m) => ({ default: m.SessionStartHost })));
