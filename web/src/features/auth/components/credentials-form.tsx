import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { Checkbox, PasswordField, TextField } from '../../../components/FormField';
import { Spinner } from '../../../components/Spinner';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-message';
import { focusFirstInvalid, looksLikeEmail } from '../../../lib/validation';

type Status = 'idle' | 'loading' | 'error' | 'success';

/** State and submit flow shared by Login and Register: email, password, remember-me. */
export function useCredentialsForm(fallbackErrorKey: string) {
  const { t } = useTranslation('auth');
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string | null>(null);
  /** The API's code for the failure shown, so a page can offer the way out it calls for. */
  const [errorCode, setErrorCode] = useState<string | null>(null);

  const emailError = !email.trim() ? t('validation.emailRequired') : !looksLikeEmail(email) ? t('validation.emailInvalid') : null;
  const passwordError = password ? null : t('validation.passwordRequired');
  const busy = status === 'loading' || status === 'success';

  /** Validates (plus the page's own `invalid`), calls the server, and turns failures into the alert text. */
  async function submit<T>(event: FormEvent, invalid: boolean, call: () => Promise<T>, onSuccess: (result: T) => void) {
    event.preventDefault();
    setSubmitted(true);
    if (invalid || emailError || passwordError) {
      setTimeout(() => focusFirstInvalid(formRef.current));
      return;
    }
    setStatus('loading');
    setError(null);
    setErrorCode(null);
    try {
      const result = await call();
      setStatus('success');
      onSuccess(result);
    } catch (failure) {
      setError(describeError(failure, t, fallbackErrorKey));
      setErrorCode(isApiError(failure) ? failure.code : null);
      setStatus('error');
    }
  }

  const credentials = { email: email.trim(), password, rememberMe };
  return { formRef, email, setEmail, password, setPassword, rememberMe, setRememberMe, submitted, error, errorCode, busy, emailError, passwordError, credentials, submit };
}

type CredentialsForm = ReturnType<typeof useCredentialsForm>;

interface CredentialsFieldsProps {
  form: CredentialsForm;
  onSubmit(event: FormEvent): void;
  passwordName: string;
  passwordAutoComplete: string;
  submitLabel: string;
  submittingLabel: string;
  submitDisabled?: boolean;
  /** Shown in the error alert instead of the plain text (e.g. with a link). */
  errorContent?: ReactNode;
  /** Fields between the password and remember-me (Register's confirmation). */
  children?: ReactNode;
}

export function CredentialsFields(props: CredentialsFieldsProps) {
  const { form, onSubmit, passwordName, passwordAutoComplete, submitLabel, submittingLabel, submitDisabled, errorContent, children } = props;
  const { t } = useTranslation('auth');
  return (
    <form ref={form.formRef} className="form" onSubmit={onSubmit} noValidate aria-busy={form.busy}>
      {form.error && <Alert variant="error">{errorContent ?? form.error}</Alert>}
      <TextField
        label={t('fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={form.email}
        onChange={(e) => form.setEmail(e.target.value)}
        error={form.submitted ? form.emailError : null}
      />
      <PasswordField
        label={t('fields.password')}
        name={passwordName}
        autoComplete={passwordAutoComplete}
        required
        value={form.password}
        onChange={(e) => form.setPassword(e.target.value)}
        error={form.submitted ? form.passwordError : null}
      />
      {children}
      <Checkbox label={t('fields.rememberMe')} checked={form.rememberMe} onChange={(e) => form.setRememberMe(e.target.checked)} />
      <button type="submit" className="btn btn-primary btn-block" disabled={form.busy || submitDisabled}>
        {form.busy && <Spinner size="sm" />}
        {form.busy ? submittingLabel : submitLabel}
      </button>
    </form>
  );
}
