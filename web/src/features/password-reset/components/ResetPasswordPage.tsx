import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { Alert } from '../../../components/Alert';
import { PasswordField } from '../../../components/FormField';
import { Spinner } from '../../../components/Spinner';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MIN_PASSWORD_LENGTH, newPasswordProblem } from '../../../lib/validation';
import { AuthLayout } from '../../auth';
import { passwordResetApi } from '../api';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';

type Status = 'checking' | 'ready' | 'invalid' | 'saving' | 'done' | 'error';

/** /reset-password?token=…: a new password for the account the mailed link belongs to. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('passwordReset');
  useDocumentTitle(t('reset.documentTitle'));
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [status, setStatus] = useState<Status>(token ? 'checking' : 'invalid');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problem = newPasswordProblem(password, confirmation);
  const saving = status === 'saving';
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const doneRef = useRef<HTMLDivElement>(null);
  // The form is gone: the keyboard focus goes to the next step (Log in), not to the page.
  useEffect(() => {
    if (status === 'done') doneRef.current?.querySelector<HTMLElement>('a')?.focus();
  }, [status]);

  useEffect(() => {
    if (!token) return;
    // A link already used or replaced says so before anyone types a password; trouble reaching the server leaves the form to try.
    passwordResetApi.check(token).then(({ valid }) => setStatus(valid ? 'ready' : 'invalid'), () => setStatus('ready'));
  }, [token]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // While saving the button only looks unavailable (a `disabled` one would drop the keyboard focus): a press does nothing.
    if (saving) return;
    setSubmitted(true);
    if (problem) {
      focusInvalid();
      return;
    }
    setStatus('saving');
    try {
      await passwordResetApi.reset(token, password);
      setStatus('done');
    } catch (failure) {
      if (isApiError(failure) && failure.code === 'IDENTITY.RESET_LINK_INVALID') return setStatus('invalid');
      setError(describeError(failure, t, 'passwordReset:reset.failed'));
      setStatus('error');
    }
  }

  let body;
  if (status === 'checking') {
    body = (
      <p role="status" className="auth-subtitle">
        <Spinner size="sm" /> {t('reset.checking')}
      </p>
    );
  } else if (status === 'invalid') {
    body = (
      <div className="auth-result">
        <Alert variant="error" title={t('reset.invalidTitle')}>{t('reset.invalid')}</Alert>
        <Link href={ROUTES.forgotPassword} className="btn btn-primary btn-block">{t('reset.askAgain')}</Link>
      </div>
    );
  } else if (status === 'done') {
    body = (
      <div ref={doneRef} className="auth-result">
        <Alert variant="success" title={t('reset.doneTitle')}>{t('reset.done')}</Alert>
        <Link href={ROUTES.login} className="btn btn-primary btn-block">{t('reset.toLogin')}</Link>
      </div>
    );
  } else {
    body = (
      <form ref={formRef} className="form" onSubmit={(event) => void submit(event)} noValidate aria-busy={saving}>
        {status === 'error' && error && <Alert variant="error">{error}</Alert>}
        <PasswordField
          label={t('reset.newPassword')}
          name="new-password"
          autoComplete="new-password"
          required
          hint={t('reset.rule', { count: MIN_PASSWORD_LENGTH })}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={submitted && problem === 'tooShort' ? t('reset.tooShort', { count: MIN_PASSWORD_LENGTH }) : null}
        />
        <PasswordField
          label={t('reset.confirm')}
          name="confirm-password"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          error={submitted && problem === 'mismatch' ? t('reset.mismatch') : null}
        />
        <button type="submit" className="btn btn-primary btn-block" aria-disabled={saving || undefined}>
          {saving && <Spinner size="sm" />}
          {saving ? t('reset.saving') : t('reset.submit')}
        </button>
      </form>
    );
  }

  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.subtitle')}>
      {body}
      <p className="auth-switch">
        <Link href={ROUTES.login}>{t('backToLogin')}</Link>
      </p>
    </AuthLayout>
  );
}
