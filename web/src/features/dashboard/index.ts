// The dashboard is shown on Home for signed-in users (marketing's HomePage loads it lazily).
export { default as Dashboard } from './components/Dashboard';
