import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { BreakableEmail } from '../../../components/BreakableEmail';
import { TextField } from '../../../components/FormField';
import { Spinner } from '../../../components/Spinner';
import type { UserView } from '../../../lib/contracts';
import { EmailVerification } from '../../verification';
import { changeEmail, describeEmailError } from '../state/email.actions';

type Status = 'idle' | 'saving' | 'saved' | 'error';

/**
 * The account's email and its verification state, and a form to change it (or, for an account whose
 * provider gave none, to add a real one: SPEC §3 temporary-email accounts).
 */
export function EmailSection({ user }: { user: UserView }) {
  const { t } = useTranslation('settings');
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setStatus('saving');
    setMessage(null);
    try {
      await changeEmail(email);
      setStatus('saved');
      setMessage(t('email.saved'));
      setEmail('');
    } catch (error) {
      setStatus('error');
      setMessage(describeEmailError(error, t));
    }
  }

  return (
    <section id="email" className="settings-section" aria-labelledby="email-title">
      <h2 id="email-title" className="settings-section-title">{t('email.title')}</h2>
      {user.temporaryEmail ? (
        <Alert variant="warning" title={t('email.temporaryTitle')}>{t('email.temporaryBody')}</Alert>
      ) : user.emailVerified ? (
        <div className="settings-email">
          <p className="settings-email-address">
            <BreakableEmail email={user.email} />
          </p>
          <span className="badge badge-green">{t('email.verified')}</span>
        </div>
      ) : (
        // Not verified yet: the verification component shows the address and mails it a link, with its cooldown.
        <EmailVerification mode="auto" />
      )}
      <form className="form settings-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={status === 'saving'}>
        {message && <Alert variant={status === 'saved' ? 'success' : 'error'}>{message}</Alert>}
        <TextField
          label={user.temporaryEmail ? t('email.addLabel') : t('email.newLabel')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          hint={t('email.hint')}
        />
        <button type="submit" className="btn btn-primary" disabled={status === 'saving' || !email.trim()}>
          {status === 'saving' && <Spinner size="sm" />}
          {status === 'saving' ? t('email.saving') : user.temporaryEmail ? t('email.add') : t('email.change')}
        </button>
      </form>
    </section>
  );
}
