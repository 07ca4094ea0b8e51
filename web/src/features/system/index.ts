// The system feature as the app shell sees it: the maintenance banner and the service's health.
export { MaintenanceBanner } from './components/MaintenanceBanner';
export { onServiceRecovered, serviceAnswered, showMaintenance } from './state/maintenance.store';
