import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { BreakableEmail } from '../../../components/BreakableEmail';
import { PasswordField, TextField } from '../../../components/FormField';
import { Spinner } from '../../../components/Spinner';
import type { UserView } from '../../../lib/contracts';
import { describeError } from '../../../lib/error-message';
import { EmailVerification } from '../../verification';
import { changeEmail, type EmailChangeOutcome } from '../state/email.actions';
import { emailChangeProblems, emailRefusal, type EmailChangeField } from '../state/email-rules';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';

type Status = 'idle' | 'saving' | 'saved' | 'error';
const OUTCOME_VARIANT = { saved: 'success', savedUnsent: 'warning', unchanged: 'info' } as const satisfies Record<EmailChangeOutcome, string>;

/**
 * The account's email and its verification state, and a form to change it (or, for an account whose
 * provider gave none, to add a real one: SPEC §3 temporary-email accounts). An account with a
 * password confirms the change with it (ADR 0042): a session left open somewhere must not be enough
 * to move the account to another mailbox. SPEC §5 names no disabled state for its button, so it
 * validates on a press: what is missing or wrong is said at its field, which takes the focus, and
 * nothing is sent. While saving it only looks unavailable (aria-disabled) and a press does nothing:
 * a `disabled` button would drop a keyboard user's focus.
 */
export function EmailSection({ user }: { user: UserView }) {
  const { t } = useTranslation('settings');
  const [form, setForm] = useState({ email: '', currentPassword: '' });
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState<{ text: string; variant: 'success' | 'info' | 'warning' | 'error' } | null>(null);
  /** Pressed since the last success: from then on the fields say what is wrong with them as they are typed. */
  const [submitted, setSubmitted] = useState(false);
  /** Fields the server refused (an address taken, a wrong password): said there until they are changed. */
  const [refused, setRefused] = useState<Partial<Record<EmailChangeField, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const saving = status === 'saving';
  const problems = emailChangeProblems(form, user.hasPassword);
  const errorOf = (field: EmailChangeField) => (submitted && problems[field] ? t(problems[field]) : null) ?? refused[field] ?? null;
  const update = (field: EmailChangeField) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [field]: e.target.value }));
    setRefused((r) => ({ ...r, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    if (Object.keys(problems).length > 0) {
      focusInvalid();
      return;
    }
    setStatus('saving');
    setMessage(null);
    try {
      const outcome = await changeEmail(form.email, user.hasPassword ? form.currentPassword : null, user.email);
      setStatus('saved');
      setMessage({ text: t(`email.${outcome}`), variant: OUTCOME_VARIANT[outcome] });
      // The fields empty for the next change: nothing in them is wrong until the button is pressed again.
      setSubmitted(false);
      setForm({ email: '', currentPassword: '' });
    } catch (error) {
      setStatus('error');
      const fields = emailRefusal(error, t);
      if (Object.keys(fields).length > 0) {
        setRefused(fields);
        focusInvalid();
      } else setMessage({ text: describeError(error, t, 'settings:email.errors.failed'), variant: 'error' });
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
      <form ref={formRef} className="form settings-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={saving}>
        {message && <Alert variant={message.variant}>{message.text}</Alert>}
        <TextField
          label={user.temporaryEmail ? t('email.addLabel') : t('email.newLabel')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={form.email}
          onChange={update('email')}
          hint={t('email.hint')}
          error={errorOf('email')}
        />
        {user.hasPassword && (
          <PasswordField
            label={t('email.currentPassword')}
            name="currentPassword"
            autoComplete="current-password"
            required
            value={form.currentPassword}
            onChange={update('currentPassword')}
            hint={t('email.currentPasswordHint')}
            error={errorOf('currentPassword')}
          />
        )}
        <button type="submit" className="btn btn-primary" aria-disabled={saving || undefined}>
          {saving && <Spinner size="sm" />}
          {saving ? t('email.saving') : user.temporaryEmail ? t('email.add') : t('email.change')}
        </button>
      </form>
    </section>
  );
}
