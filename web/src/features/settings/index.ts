// Settings as the app shell sees it: the banner asking a temporary-email account for a real address.
// The page itself is reached through the router only (app/router.tsx).
export { TemporaryEmailBanner } from './components/TemporaryEmailBanner';
