import { SendPanel } from './SendPanel';
import { TokenForm } from './TokenForm';
import '../verification.css';

/**
 * SPEC §2 "the embedded verification component". `auto`: the signed-in learner's own address, its
 * badge and a Send button with the resend countdown; `manual`: the address typed first; `token`:
 * the token from the mail, verified on Verify. All three say links expire after 24 hours.
 */
export type VerificationMode = 'auto' | 'manual' | 'token';

export interface EmailVerificationProps {
  mode: VerificationMode;
  /** Token mode: the token from the link. */
  initialToken?: string;
  /** Auto and manual modes: a mail went out (to this address). */
  onSent?: (email: string) => void;
  /** Token mode: the address was verified. */
  onVerified?: () => void;
}

export default function EmailVerification({ mode, initialToken, onSent, onVerified }: EmailVerificationProps) {
  if (mode === 'token') return <TokenForm initialToken={initialToken} onVerified={onVerified} />;
  return <SendPanel manual={mode === 'manual'} onSent={onSent} />;
}
