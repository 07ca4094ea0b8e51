import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import { useCooldownSeconds } from './use-cooldown';

/** SPEC §2: the component shows whether the address is verified. */
export function VerificationBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation('verification');
  return <span className={`badge ${verified ? 'badge-green' : 'badge-yellow'}`}>{verified ? t('badge.verified') : t('badge.notVerified')}</span>;
}

interface SendButtonProps {
  label: string;
  sending: boolean;
  disabled?: boolean;
  onClick?: () => void;
  type?: 'button' | 'submit';
  className?: string;
  /** The id of a visible note saying why it is unavailable. */
  describedBy?: string;
}

/**
 * The send button counts the resend cooldown down on itself, and is unavailable while it runs or a
 * send is under way: aria-disabled, with presses ignored (a form's Enter too), because a `disabled`
 * button pressed from the keyboard would drop the focus to the page.
 */
export function SendButton({ label, sending, disabled = false, onClick, type = 'button', className = 'btn btn-primary', describedBy }: SendButtonProps) {
  const { t } = useTranslation('verification');
  const seconds = useCooldownSeconds();
  const unavailable = disabled || sending || seconds > 0;
  return (
    <button
      type={type}
      className={className}
      aria-disabled={unavailable || undefined}
      aria-describedby={describedBy}
      onClick={(event) => {
        if (unavailable) event.preventDefault();
        else onClick?.();
      }}
    >
      {sending && <Spinner size="sm" />}
      {sending ? t('send.sending') : seconds > 0 ? t('send.wait', { seconds }) : label}
    </button>
  );
}

/** SPEC §2: help text about the 24-hour expiry. */
export function ExpiryHelp() {
  const { t } = useTranslation('verification');
  return <p className="field-hint verification-expiry">{t('expiryHelp')}</p>;
}
