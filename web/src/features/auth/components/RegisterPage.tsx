import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { ROUTES } from '../../../app/routes';
import { Alert } from '../../../components/Alert';
import { Checkbox, PasswordField, TextField } from '../../../components/FormField';
import { Spinner } from '../../../components/Spinner';
import { describeError } from '../../../lib/error-message';
import { consumePostRegisterRedirect, redirectFromSearch, withRedirect } from '../../../lib/redirect';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { focusFirstInvalid, looksLikeEmail } from '../../../lib/validation';
import { completeSignIn, register } from '../state/session.actions';
import { AuthLayout } from './AuthLayout';

type Status = 'idle' | 'loading' | 'error' | 'success';

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('register.documentTitle'));
  const redirect = redirectFromSearch(useSearch());
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string | null>(null);

  const mismatch = confirm.length > 0 && confirm !== password;
  const emailError = !email.trim() ? t('validation.emailRequired') : !looksLikeEmail(email) ? t('validation.emailInvalid') : null;
  const passwordError = password ? null : t('validation.passwordRequired');
  const confirmError = mismatch ? t('passwordMismatch') : !confirm && submitted ? t('validation.confirmRequired') : null;
  const busy = status === 'loading' || status === 'success';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (emailError || passwordError || !confirm || mismatch) {
      setTimeout(() => focusFirstInvalid(formRef.current));
      return;
    }
    setStatus('loading');
    setError(null);
    try {
      const user = await register({ email: email.trim(), password, rememberMe });
      setStatus('success');
      completeSignIn(user, redirect ?? consumePostRegisterRedirect() ?? ROUTES.onboarding);
    } catch (failure) {
      setError(describeError(failure, t, 'auth:errors.registerFailed'));
      setStatus('error');
    }
  }

  return (
    <AuthLayout title={t('register.title')} subtitle={t('register.subtitle')}>
      <form ref={formRef} className="form" onSubmit={onSubmit} noValidate aria-busy={busy}>
        {error && <Alert variant="error">{error}</Alert>}
        <TextField
          label={t('fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={submitted ? emailError : null}
        />
        <PasswordField
          label={t('fields.password')}
          name="new-password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={submitted ? passwordError : null}
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          name="confirm-password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={confirmError}
        />
        <Checkbox label={t('fields.rememberMe')} checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy || mismatch}>
          {busy && <Spinner size="sm" />}
          {busy ? t('register.submitting') : t('register.submit')}
        </button>
      </form>
      <p className="auth-switch">
        {t('register.haveAccount')} <Link href={withRedirect(ROUTES.login, redirect)}>{t('register.toLogin')}</Link>
      </p>
    </AuthLayout>
  );
}
