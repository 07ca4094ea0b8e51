import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { BreakableEmail } from '../../../components/BreakableEmail';
import { TextField } from '../../../components/FormField';
import { Spinner } from '../../../components/Spinner';
import type { UserView } from '../../../lib/contracts';
import { describeError } from '../../../lib/error-message';
import { EmailVerification } from '../../verification';
import { changeEmail, emailRefusal } from '../state/email.actions';
import { emailChangeProblem } from '../state/email-rules';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';

type Status = 'idle' | 'saving' | 'saved' | 'error';

/**
 * The account's email and its verification state, and a form to change it (or, for an account whose
 * provider gave none, to add a real one: SPEC §3 temporary-email accounts). SPEC §5 names no
 * disabled state for its button, so it validates on a press: with no address, or one that is not
 * an address, it says so at the field, takes the focus there and sends nothing. While saving it only
 * looks unavailable (aria-disabled) and a press does nothing: a `disabled` button would drop a
 * keyboard user's focus.
 */
export function EmailSection({ user }: { user: UserView }) {
  const { t } = useTranslation('settings');
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState<string | null>(null);
  /** Pressed since the last success: from then on the field says what is wrong with it as it is typed. */
  const [submitted, setSubmitted] = useState(false);
  /** The server refused the address (taken, say): said at the field until it is changed. */
  const [refused, setRefused] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(form);
  const saving = status === 'saving';
  const problem = emailChangeProblem(email);
  const fieldError = (!submitted ? null : problem === 'required' ? t('email.errors.required') : problem === 'invalid' ? t('email.errors.invalid') : null) ?? refused;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    if (problem) {
      focusInvalid();
      return;
    }
    setStatus('saving');
    setMessage(null);
    try {
      await changeEmail(email);
      setStatus('saved');
      setMessage(t('email.saved'));
      // The field empties for the next change: nothing in it is wrong until the button is pressed again.
      setSubmitted(false);
      setEmail('');
    } catch (error) {
      setStatus('error');
      const refusal = emailRefusal(error, t);
      if (refusal) {
        setRefused(refusal);
        focusInvalid();
      } else setMessage(describeError(error, t, 'settings:email.errors.failed'));
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
      <form ref={form} className="form settings-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={saving}>
        {message && <Alert variant={status === 'saved' ? 'success' : 'error'}>{message}</Alert>}
        <TextField
          label={user.temporaryEmail ? t('email.addLabel') : t('email.newLabel')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setRefused(null);
          }}
          hint={t('email.hint')}
          error={fieldError}
        />
        <button type="submit" className="btn btn-primary" aria-disabled={saving || undefined}>
          {saving && <Spinner size="sm" />}
          {saving ? t('email.saving') : user.temporaryEmail ? t('email.add') : t('email.change')}
        </button>
      </form>
    </section>
  );
}
