import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { Checkbox, PasswordField, TextField } from '../../../components/FormField';
import { Spinner } from '../../../components/Spinner';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-message';
import { serverFieldErrors } from '../../../lib/field-errors';
import { looksLikeEmail, MIN_PASSWORD_LENGTH } from '../../../lib/validation';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';

type Status = 'idle' | 'loading' | 'error' | 'success';
type Field = 'email' | 'password';

/** The fields of a refusal shown at the field itself, worded by the client (common:errors.fields). */
const SERVER_FIELD_TEXTS: Record<Field, string> = { email: 'common:errors.fields.email', password: 'common:errors.fields.password' };

/**
 * State and submit flow shared by Login and Register: email, password, remember-me.
 * `newPassword` (Register): the password must also meet SPEC §9's length.
 */
export function useCredentialsForm(fallbackErrorKey: string, { newPassword = false } = {}) {
  const { t } = useTranslation('auth');
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmailValue] = useState('');
  const [password, setPasswordValue] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string | null>(null);
  /** The API's code for the failure shown, so a page can offer the way out it calls for. */
  const [errorCode, setErrorCode] = useState<string | null>(null);
  /** Fields the server refused, until they are changed. */
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const focusInvalid = useFocusFirstInvalid(formRef);
  const inFlight = useRef(false);

  const setEmail = (value: string) => {
    setEmailValue(value);
    setServerErrors((e) => ({ ...e, email: undefined }));
    // "This address has an account" is about the address typed then: another one makes it untrue.
    if (errorCode === 'IDENTITY.EMAIL_TAKEN') clearAlert();
  };
  const clearAlert = () => {
    setError(null);
    setErrorCode(null);
  };
  const setPassword = (value: string) => {
    setPasswordValue(value);
    setServerErrors((e) => ({ ...e, password: undefined }));
  };

  const emailError = !email.trim() ? t('validation.emailRequired') : !looksLikeEmail(email) ? t('validation.emailInvalid') : (serverErrors.email ?? null);
  const passwordError = !password
    ? t('validation.passwordRequired')
    : newPassword && password.length < MIN_PASSWORD_LENGTH
      ? t('common:errors.fields.password')
      : (serverErrors.password ?? null);
  const busy = status === 'loading' || status === 'success';

  /**
   * Validates (plus the page's own `invalid`), calls the server, and turns failures into field
   * errors or the alert text. While it runs the submit button only looks disabled: a disabled one
   * would drop the keyboard focus to the page.
   */
  async function submit<T>(event: FormEvent, invalid: boolean, call: () => Promise<T>, onSuccess: (result: T) => void) {
    event.preventDefault();
    if (inFlight.current || status === 'success') return;
    setSubmitted(true);
    // The alert answered the last submission; this one gets its own answer, from the fields or the server.
    clearAlert();
    if (invalid || emailError || passwordError) {
      focusInvalid();
      return;
    }
    inFlight.current = true;
    setStatus('loading');
    try {
      const result = await call();
      setStatus('success');
      onSuccess(result);
    } catch (failure) {
      const fields = serverFieldErrors(failure, t, SERVER_FIELD_TEXTS);
      if (Object.keys(fields).length > 0) {
        setServerErrors(fields);
        focusInvalid();
      } else {
        setError(describeError(failure, t, fallbackErrorKey));
        setErrorCode(isApiError(failure) ? failure.code : null);
      }
      setStatus('error');
    } finally {
      inFlight.current = false;
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
  /** The rule a new password must meet, stated up front (Register). */
  passwordHint?: string;
  submitLabel: string;
  submittingLabel: string;
  /** Shown in the error alert instead of the plain text (e.g. with a link). */
  errorContent?: ReactNode;
  /** Fields between the password and remember-me (Register's confirmation). */
  children?: ReactNode;
  /**
   * The form says the button is unavailable (SPEC §5: Register's passwords differ). Only aria-disabled,
   * so it keeps the focus; a press still goes to the field that says why.
   */
  unavailable?: boolean;
}

export function CredentialsFields(props: CredentialsFieldsProps) {
  const { form, onSubmit, passwordName, passwordAutoComplete, passwordHint, submitLabel, submittingLabel, errorContent, children, unavailable } = props;
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
        hint={passwordHint}
        error={form.submitted ? form.passwordError : null}
      />
      {children}
      <Checkbox label={t('fields.rememberMe')} checked={form.rememberMe} onChange={(e) => form.setRememberMe(e.target.checked)} />
      <button type="submit" className="btn btn-primary btn-block" aria-disabled={form.busy || unavailable || undefined}>
        {form.busy && <Spinner size="sm" />}
        {form.busy ? submittingLabel : submitLabel}
      </button>
    </form>
  );
}
