import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { Alert } from '../../../components/Alert';
import { Checkbox, PasswordField, SelectField, TextField } from '../../../components/FormField';
import { Spinner } from '../../../components/Spinner';
import { isApiError } from '../../../lib/api-error';
import type { Locale } from '../../../lib/contracts';
import { describeError } from '../../../lib/error-message';
import { currentLocale } from '../../../lib/i18n';
import { signInWithTokens, switchLanguage } from '../../auth';
import { invitationApi } from '../api/invitation.api';
import { MIN_PASSWORD } from '../state/invitation-mode';
import { openInvitation } from '../state/invitation.store';

/** A new person sets a password (and their language); the account joins the team and is signed in. */
export function NewAccountForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation('invitation');
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const locale = currentLocale();

  const passwordError = !password ? t('form.passwordRequired') : password.length < MIN_PASSWORD ? t('form.passwordShort', { min: MIN_PASSWORD }) : null;
  const mismatch = confirm.length > 0 && confirm !== password;
  const confirmError = mismatch ? t('form.mismatch') : !confirm ? t('form.confirmRequired') : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (passwordError || confirmError) return;
    setBusy(true);
    setError(null);
    try {
      const response = await invitationApi.acceptAsNewAccount({ token, password, locale, rememberMe });
      await signInWithTokens(response, rememberMe);
      navigate(ROUTES.home, { replace: true });
    } catch (failure) {
      setBusy(false);
      // Someone made an account with the address meanwhile: the page turns to "sign in to accept".
      if (isApiError(failure, 'INVITE.ACCOUNT_EXISTS')) void openInvitation(token);
      else setError(describeError(failure, t, 'invitation:form.failed'));
    }
  };

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
      {error && <Alert variant="error">{error}</Alert>}
      <TextField label={t('form.email')} type="email" name="email" autoComplete="username" value={email} readOnly hint={t('form.emailHint')} />
      <PasswordField label={t('form.password')} name="new-password" autoComplete="new-password" required value={password}
        onChange={(e) => setPassword(e.target.value)} hint={t('form.passwordHint', { min: MIN_PASSWORD })} error={submitted ? passwordError : null} />
      <PasswordField label={t('form.confirm')} name="confirm-password" autoComplete="new-password" required value={confirm}
        onChange={(e) => setConfirm(e.target.value)} error={mismatch || submitted ? confirmError : null} />
      <SelectField label={t('form.language')} value={locale} onChange={(e) => void switchLanguage(e.target.value as Locale)}>
        <option value="en">English</option>
        <option value="ru">Русский</option>
      </SelectField>
      <Checkbox label={t('form.rememberMe')} checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy || mismatch}>
        {busy && <Spinner size="sm" />}
        {busy ? t('form.joining') : t('form.join')}
      </button>
    </form>
  );
}
