// Social sign-in as other features see it: the buttons for Login and Register, and the connected
// accounts for Settings. The callback page is reached through the router only (app/router.tsx).
export { ConnectedAccounts } from './components/ConnectedAccounts';
export { SocialButtons } from './components/SocialButtons';
