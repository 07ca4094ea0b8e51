import { type FormEvent, useRef, useState } from 'react';
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
import { MIN_PASSWORD, REFUSALS } from '../state/invitation-mode';
import { openInvitation } from '../state/invitation.store';
import { hasNewAccountProblems, newAccountProblems } from '../state/new-account-rules';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';

/**
 * A new person sets a password (and their language); the account joins the team and is signed in.
 * Like Register, the button validates on a press: with a problem it says so at the field, takes the
 * focus there and sends nothing; while joining it only looks unavailable (aria-disabled), so the
 * keyboard focus stays on it.
 */
export function NewAccountForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation('invitation');
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const locale = currentLocale();

  const problems = newAccountProblems(password, confirm);
  const passwordError =
    problems.password === 'required' ? t('form.passwordRequired') : problems.password === 'tooShort' ? t('form.passwordShort', { min: MIN_PASSWORD }) : null;
  const confirmError = problems.confirm === 'mismatch' ? t('form.mismatch') : problems.confirm === 'required' ? t('form.confirmRequired') : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (hasNewAccountProblems(problems)) {
      focusInvalid();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const response = await invitationApi.acceptAsNewAccount({ token, password, locale, rememberMe });
      await signInWithTokens(response, rememberMe);
      navigate(ROUTES.home, { replace: true });
    } catch (failure) {
      setBusy(false);
      // Someone made an account with the address meanwhile, or it went on hold: read afresh, the page
      // turns to "sign in to accept" or says why it cannot be accepted.
      if (isApiError(failure) && (failure.code === 'INVITE.ACCOUNT_EXISTS' || REFUSALS.includes(failure.code))) void openInvitation(token);
      else setError(describeError(failure, t, 'invitation:form.failed'));
    }
  };

  return (
    <form ref={formRef} className="form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
      {error && <Alert variant="error">{error}</Alert>}
      <TextField label={t('form.email')} type="email" name="email" autoComplete="username" value={email} readOnly hint={t('form.emailHint')} />
      <PasswordField label={t('form.password')} name="new-password" autoComplete="new-password" required value={password}
        onChange={(e) => setPassword(e.target.value)} hint={t('form.passwordHint', { min: MIN_PASSWORD })} error={submitted ? passwordError : null} />
      {/* A mismatch shows as soon as the confirmation is typed, as on Register; an empty one only after a press. */}
      <PasswordField label={t('form.confirm')} name="confirm-password" autoComplete="new-password" required value={confirm}
        onChange={(e) => setConfirm(e.target.value)} error={problems.confirm === 'mismatch' || submitted ? confirmError : null} />
      <SelectField label={t('form.language')} value={locale} onChange={(e) => void switchLanguage(e.target.value as Locale)}>
        <option value="en">English</option>
        <option value="ru">Русский</option>
      </SelectField>
      <Checkbox label={t('form.rememberMe')} checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
      <button type="submit" className="btn btn-primary btn-block" aria-disabled={busy || undefined}>
        {busy && <Spinner size="sm" />}
        {busy ? t('form.joining') : t('form.join')}
      </button>
    </form>
  );
}
