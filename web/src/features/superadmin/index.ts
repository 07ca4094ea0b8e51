// The console shell its sections' pages render inside. The pages themselves are reached through the
// router only (app/router.tsx).
export { SuperAdminLayout } from './components/SuperAdminLayout';
