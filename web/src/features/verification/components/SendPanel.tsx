import { type FormEvent, useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { Alert } from '../../../components/Alert';
import { TextField } from '../../../components/FormField';
import { withRedirect } from '../../../lib/redirect';
import { looksLikeEmail } from '../../../lib/validation';
import { authState } from '../../auth';
import { loadVerificationStatus, sendVerificationEmail, verificationState } from '../state/verification.store';
import { verificationErrorKey } from '../state/verification-rules';
import { ExpiryHelp, SendButton, VerificationBadge } from './parts';

/**
 * Auto mode mails the account's own address at a press; manual mode asks for the address first
 * (SPEC §5: it must look like an email, and the server checks it is the account's).
 */
export function SendPanel({ manual, onSent }: { manual: boolean; onSent?: (email: string) => void }) {
  const { t } = useTranslation('verification');
  const { user } = useSnapshot(authState);
  const { status, sending, sentTo } = useSnapshot(verificationState);
  const [email, setEmail] = useState(user?.email ?? '');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (user) void loadVerificationStatus().catch(() => setError(t('errors.statusFailed')));
  }, [user, t]);

  if (!user) {
    return (
      <Alert variant="info">
        {t('send.signInFirst')} <Link href={withRedirect(ROUTES.login, ROUTES.verifyEmail)}>{t('send.signIn')}</Link>
      </Alert>
    );
  }
  const verified = user.emailVerified || (status?.isVerified ?? false);
  const badge = (
    <p className="verification-address">
      <span className="verification-email">{user.email}</span> <VerificationBadge verified={verified} />
    </p>
  );
  if (verified) return <div className="verification-panel">{badge}<Alert variant="success">{t('send.alreadyVerified', { email: user.email })}</Alert></div>;
  if (status?.temporaryEmail) {
    return (
      <div className="verification-panel">
        <Alert variant="warning">{t('send.temporary')}</Alert>
        <Link href={ROUTES.settings} className="btn btn-secondary">{t('actions.settings')}</Link>
      </div>
    );
  }

  const invalid = manual && !looksLikeEmail(email);
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (invalid) return;
    setError(null);
    setSent(false);
    try {
      await sendVerificationEmail(manual ? email : undefined);
      setSent(true);
      onSent?.(manual ? email.trim() : user!.email);
    } catch (failure) {
      setError(t(verificationErrorKey(failure, 'send')));
    }
  }

  return (
    <form className="form verification-panel" onSubmit={(event) => void onSubmit(event)} noValidate>
      {manual ? (
        <>
          <p className="verification-address">
            {t('badge.status')} <VerificationBadge verified={false} />
          </p>
          <p>{t('send.intro')}</p>
          <TextField
            label={t('send.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={email && invalid ? t('errors.EMAIL_INVALID') : null}
            required
          />
        </>
      ) : (
        <>
          {badge}
          <p><Trans t={t} i18nKey="send.address" values={{ email: user.email }} components={{ strong: <strong /> }} /></p>
        </>
      )}
      {error && <Alert variant="error">{error}</Alert>}
      {sent && sentTo && <Alert variant="success">{t('send.sent', { email: sentTo })}</Alert>}
      {/* SPEC §5: Send is disabled until the address is one; with none typed yet, a note says so (a bad one is named at the field). */}
      <SendButton type="submit" label={manual ? t('send.submit') : t('send.resend')} sending={sending} disabled={invalid} className="btn btn-primary btn-block"
        describedBy={manual && !email.trim() ? 'send-email-required' : undefined} />
      {manual && !email.trim() && (
        <p id="send-email-required" className="field-hint">
          {t('send.emailRequired')}
        </p>
      )}
      <ExpiryHelp />
    </form>
  );
}
