import { type FormEvent, useRef, useState } from 'react';
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
 * provider gave none, to add a real one: SPEC §3 temporary-email accounts). Its button is never
 * `disabled`, which would drop a keyboard user's focus (it empties the field on success): pressed
 * with no address it says so at the field, and while saving it does nothing.
 */
export function EmailSection({ user }: { user: UserView }) {
  const { t } = useTranslation('settings');
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const empty = !email.trim();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (status === 'saving') return;
    if (empty) {
      setMissing(true);
      form.current?.querySelector('input')?.focus();
      return;
    }
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
      <form ref={form} className="form settings-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={status === 'saving'}>
        {message && <Alert variant={status === 'saved' ? 'success' : 'error'}>{message}</Alert>}
        <TextField
          label={user.temporaryEmail ? t('email.addLabel') : t('email.newLabel')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setMissing(false);
          }}
          hint={t('email.hint')}
          error={missing && empty ? t('email.errors.required') : null}
        />
        <button type="submit" className="btn btn-primary" aria-disabled={status === 'saving' || empty || undefined}>
          {status === 'saving' && <Spinner size="sm" />}
          {status === 'saving' ? t('email.saving') : user.temporaryEmail ? t('email.add') : t('email.change')}
        </button>
      </form>
    </section>
  );
}
