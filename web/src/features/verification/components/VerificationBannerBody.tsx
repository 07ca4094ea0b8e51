import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { MailIcon } from '../../../components/icons';
import { loadVerificationStatus, sendVerificationEmail, verificationState } from '../state/verification.store';
import { tokenTabHref, verificationErrorKey } from '../state/verification-rules';
import { SendButton } from './parts';
import '../verification.css';

/** SPEC §2/§4 email verification banner: Resend (60 s apart) and the way to the page; a placeholder address is asked to be replaced. */
export default function VerificationBannerBody({ email }: { email: string }) {
  const { t } = useTranslation('verification');
  const { status, sending } = useSnapshot(verificationState);
  const [note, setNote] = useState<{ kind: 'sent' | 'error'; text: string } | null>(null);

  useEffect(() => {
    void loadVerificationStatus().catch(() => undefined);
  }, [email]);

  async function resend() {
    setNote(null);
    try {
      await sendVerificationEmail();
      setNote({ kind: 'sent', text: t('banner.sent') });
    } catch (error) {
      setNote({ kind: 'error', text: t(verificationErrorKey(error, 'send')) });
    }
  }

  const temporary = status?.temporaryEmail ?? false;
  return (
    <section className="verification-banner" aria-label={t('banner.label')}>
      <div className="container verification-banner-inner">
        <MailIcon className="verification-banner-icon" />
        <p className="verification-banner-text">
          {temporary ? t('banner.temporary') : (
            <>
              {/* "We sent a link" only when one went: a failed send (the mail server down) left none. */}
              {t('banner.text')} {status?.linkSent && <span className="verification-banner-detail">{t('banner.sentTo', { email })}</span>}
            </>
          )}
          {note && (
            <span className={`verification-banner-note ${note.kind}`} role={note.kind === 'error' ? 'alert' : 'status'}>
              {' '}{note.text}
            </span>
          )}
        </p>
        <div className="verification-banner-actions">
          {temporary ? (
            <Link href={ROUTES.settings} className="btn btn-sm btn-primary">{t('actions.settings')}</Link>
          ) : (
            <>
              <SendButton label={t('send.resend')} sending={sending} onClick={() => void resend()} className="btn btn-sm btn-primary" />
              {/* "Enter code" opens Verify Token: the Send tab would only offer another mail, held by its cooldown. */}
              <Link href={tokenTabHref(ROUTES.verifyEmail)} className="btn btn-sm btn-light">{t('banner.enterCode')}</Link>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
