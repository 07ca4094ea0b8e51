// Email verification as the app shell and other features see it: the banner, and the embedded
// component (auto, manual or token mode) for pages such as Settings. The /verify-email page is
// reached through the router only. Both exports load their code, styles and words when first shown.
export { EmailVerification, VerificationBanner } from './components/lazy';
export type { EmailVerificationProps, VerificationMode } from './components/EmailVerification';
export { loadVerificationStatus, verificationState } from './state/verification.store';
