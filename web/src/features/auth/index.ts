// The auth feature as other features and the app shell see it. Its pages are reached through the
// router only (app/router.tsx), so they stay out of this file and out of other features' chunks.
export { ChangePasswordHost } from './components/ChangePasswordHost';
export { authState, signOutLocally } from './state/auth.store';
export { openChangePassword } from './state/change-password.store';
export { passwordChangeServerErrors } from './state/password-change-rules';
export { switchLanguage } from './state/locale.actions';
export { startSessionMonitor } from './state/session-monitor';
export { forceLogout, initAuth, logout, refreshProfile, resumeSession, signInWithTokens } from './state/session.actions';
export { AuthLayout } from './components/AuthLayout';
