// What other features reuse of the catalogue: its content localisation and difficulty badge.
export { DifficultyBadge } from './components/ScenarioMeta';
export { localized } from './state/localize';
