import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { TextField } from '../../../components/FormField';
import { Spinner } from '../../../components/Spinner';
import { verificationState, verifyEmailToken } from '../state/verification.store';
import { verificationErrorKey, verifiedOutcome, verifyUnavailable } from '../state/verification-rules';
import { authState } from '../../auth';
import { ExpiryHelp } from './parts';
import { VerificationFailedModal, VerifiedModal } from './VerificationModals';

type Outcome =
  | { kind: 'verified'; email: string; bonusSessions: number; bonusWaitsForFree: boolean; account: string | null }
  | { kind: 'failed'; message: string }
  | null;

/**
 * Token mode: the token (from the link, or pasted) is verified only when Verify is pressed, so a
 * mail scanner that opens the link verifies nothing. SPEC §5: Verify is disabled while the token is
 * empty. It is aria-disabled rather than `disabled` (focus would drop to the page and the result
 * dialog would hand it back there), and a press then does nothing; why it is unavailable is a
 * visible note next to it, tied to it by aria-describedby, so it can be found before any press.
 */
export function TokenForm({ initialToken = '', onVerified }: { initialToken?: string; onVerified?: () => void }) {
  const { t } = useTranslation('verification');
  const { verifying } = useSnapshot(verificationState);
  const [token, setToken] = useState(initialToken);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useRef<HTMLFormElement>(null);
  const reasonId = useId();
  const unavailable = verifyUnavailable(token, verifying);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (unavailable) return;
    try {
      // Who is signed in now, before the profile is read again: a token of another account changes nothing for them.
      const signedIn = authState.status === 'authenticated' ? (authState.user?.email ?? null) : null;
      const verified = verifiedOutcome(await verifyEmailToken(token), signedIn);
      setOutcome({ kind: 'verified', ...verified, account: verified.otherAccount ? signedIn : null });
      onVerified?.();
    } catch (error) {
      setOutcome({ kind: 'failed', message: t(verificationErrorKey(error, 'verify')) });
    }
  }

  return (
    <form ref={form} className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField
        label={t('token.label')}
        hint={t('token.hint')}
        value={token}
        onChange={(event) => setToken(event.target.value)}
        autoComplete="one-time-code"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        maxLength={512}
        required
        className="input verification-token-input"
      />
      <button
        type="submit"
        className="btn btn-primary btn-block"
        aria-disabled={unavailable ? true : undefined}
        aria-describedby={unavailable === 'empty' ? reasonId : undefined}
      >
        {verifying && <Spinner size="sm" />}
        {verifying ? t('token.verifying') : t('token.submit')}
      </button>
      {unavailable === 'empty' && (
        <p id={reasonId} className="field-hint">
          {t('token.required')}
        </p>
      )}
      <ExpiryHelp />
      {outcome?.kind === 'verified' && (
        <VerifiedModal {...outcome} onClose={() => setOutcome(null)} />
      )}
      {outcome?.kind === 'failed' && (
        <VerificationFailedModal
          message={outcome.message}
          onRetry={() => {
            setOutcome(null);
            window.setTimeout(() => form.current?.querySelector('input')?.focus(), 0);
          }}
        />
      )}
    </form>
  );
}
