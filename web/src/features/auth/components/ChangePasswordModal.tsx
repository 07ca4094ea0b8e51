import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Alert } from '../../../components/Alert';
import { PasswordField } from '../../../components/FormField';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { describeError } from '../../../lib/error-message';
import { authState } from '../state/auth.store';
import { changePassword, CLOSE_AFTER_SUCCESS_MS, closeChangePassword, MIN_PASSWORD_LENGTH } from '../state/change-password.store';
import { type PasswordChangeField, passwordChangeProblems, passwordChangeServerErrors } from '../state/password-change-rules';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';

type Status = 'idle' | 'saving' | 'error' | 'done';

/**
 * Each field says what is wrong with it, and focus moves to the first one; only a failure no field
 * explains is a general alert. While saving, nothing is `disabled` (focus would drop to the page):
 * the fields are read-only and the button ignores presses.
 */
export default function ChangePasswordModal() {
  const { t } = useTranslation('auth');
  const hasPassword = useSnapshot(authState).user?.hasPassword ?? true;
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  /** Fields the server refused, until they are changed. */
  const [serverErrors, setServerErrors] = useState<Partial<Record<PasswordChangeField, string>>>({});
  const focusInvalid = useFocusFirstInvalid(formRef);

  useEffect(() => {
    if (status !== 'done') return;
    const timer = window.setTimeout(closeChangePassword, CLOSE_AFTER_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const update = (field: PasswordChangeField) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [field]: e.target.value }));
    setServerErrors((errors) => ({ ...errors, [field]: undefined }));
  };
  const problems = passwordChangeProblems(form, hasPassword);
  // A mismatch shows as soon as the confirmation is typed; the rest after a first press of the button.
  const errorOf = (field: PasswordChangeField): string | null => {
    const problem = problems[field];
    const shown = submitted || (field === 'confirmPassword' && problem === 'auth:passwordMismatch');
    return (shown && problem ? t(problem) : null) ?? serverErrors[field] ?? null;
  };

  const locked = status === 'saving' || status === 'done';
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (locked) return;
    setSubmitted(true);
    if (Object.keys(problems).length > 0) {
      focusInvalid();
      return;
    }
    setStatus('saving');
    setMessage(null);
    try {
      await changePassword(form, hasPassword);
      setStatus('done');
      setMessage(t('changePassword.success'));
    } catch (failure) {
      const fields = passwordChangeServerErrors(failure, t);
      if (Object.keys(fields).length > 0) {
        setServerErrors(fields);
        focusInvalid();
      } else {
        setMessage(describeError(failure, t, 'auth:changePassword.failed'));
      }
      setStatus('error');
    }
  }

  return (
    <Modal
      title={t('changePassword.title')}
      onClose={closeChangePassword}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={closeChangePassword}>
            {t('common:actions.cancel')}
          </button>
          <button type="submit" form="change-password-form" className="btn btn-primary" aria-disabled={locked || undefined}>
            {status === 'saving' && <Spinner size="sm" />}
            {status === 'saving' ? t('changePassword.saving') : t('changePassword.submit')}
          </button>
        </>
      }
    >
      <form ref={formRef} id="change-password-form" className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
        {message && <Alert variant={status === 'done' ? 'success' : 'error'}>{message}</Alert>}
        {hasPassword ? (
          <PasswordField
            label={t('changePassword.current')}
            autoComplete="current-password"
            value={form.currentPassword}
            onChange={update('currentPassword')}
            readOnly={locked}
            error={errorOf('currentPassword')}
            data-autofocus
          />
        ) : (
          <p className="form-note">{t('changePassword.noPasswordYet')}</p>
        )}
        <PasswordField
          label={t('changePassword.new')}
          autoComplete="new-password"
          value={form.newPassword}
          onChange={update('newPassword')}
          readOnly={locked}
          hint={t('changePassword.rule', { min: MIN_PASSWORD_LENGTH })}
          error={errorOf('newPassword')}
          data-autofocus={hasPassword ? undefined : true}
        />
        <PasswordField
          label={t('changePassword.confirm')}
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={update('confirmPassword')}
          readOnly={locked}
          error={errorOf('confirmPassword')}
        />
      </form>
    </Modal>
  );
}
