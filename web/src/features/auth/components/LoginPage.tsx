import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { homeForRole, ROUTES } from '../../../app/routes';
import { Alert } from '../../../components/Alert';
import { Checkbox, PasswordField, TextField } from '../../../components/FormField';
import { Spinner } from '../../../components/Spinner';
import { describeError } from '../../../lib/error-message';
import { redirectFromSearch, withRedirect } from '../../../lib/redirect';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { focusFirstInvalid, looksLikeEmail } from '../../../lib/validation';
import { completeSignIn, login } from '../state/session.actions';
import { AuthLayout } from './AuthLayout';

type Status = 'idle' | 'loading' | 'error' | 'success';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.documentTitle'));
  const redirect = redirectFromSearch(useSearch());
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string | null>(null);

  const emailError = !email.trim() ? t('validation.emailRequired') : !looksLikeEmail(email) ? t('validation.emailInvalid') : null;
  const passwordError = password ? null : t('validation.passwordRequired');
  const busy = status === 'loading' || status === 'success';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (emailError || passwordError) {
      setTimeout(() => focusFirstInvalid(formRef.current));
      return;
    }
    setStatus('loading');
    setError(null);
    try {
      const user = await login({ email: email.trim(), password, rememberMe });
      setStatus('success');
      completeSignIn(user, redirect ?? homeForRole(user.role));
    } catch (failure) {
      setError(describeError(failure, t, 'auth:errors.loginFailed'));
      setStatus('error');
    }
  }

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
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
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={submitted ? passwordError : null}
        />
        <Checkbox label={t('fields.rememberMe')} checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy && <Spinner size="sm" />}
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      <p className="auth-switch">
        {t('login.noAccount')} <Link href={withRedirect(ROUTES.register, redirect)}>{t('login.toRegister')}</Link>
      </p>
    </AuthLayout>
  );
}
