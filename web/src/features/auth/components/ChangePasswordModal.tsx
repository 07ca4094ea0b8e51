import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Alert } from '../../../components/Alert';
import { PasswordField } from '../../../components/FormField';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { describeError } from '../../../lib/error-message';
import { authState } from '../state/auth.store';
import {
  changePassword,
  CLOSE_AFTER_SUCCESS_MS,
  closeChangePassword,
  isPasswordChangeValid,
  MIN_PASSWORD_LENGTH,
} from '../state/change-password.store';

type Status = 'idle' | 'saving' | 'error' | 'done';

export default function ChangePasswordModal() {
  const { t } = useTranslation('auth');
  const hasPassword = useSnapshot(authState).user?.hasPassword ?? true;
  const [form, setForm] = useState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (status !== 'done') return;
    const timer = window.setTimeout(closeChangePassword, CLOSE_AFTER_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const update = (field: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));
  const mismatch = form.confirmPassword.length > 0 && form.confirmPassword !== form.newPassword;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isPasswordChangeValid(form, hasPassword)) {
      setMessage(t('changePassword.invalidForm'));
      setStatus('error');
      return;
    }
    setStatus('saving');
    setMessage(null);
    try {
      await changePassword(form, hasPassword);
      setStatus('done');
      setMessage(t('changePassword.success'));
    } catch (failure) {
      setMessage(describeError(failure, t, 'auth:changePassword.failed'));
      setStatus('error');
    }
  }

  const locked = status === 'saving' || status === 'done';
  return (
    <Modal
      title={t('changePassword.title')}
      onClose={closeChangePassword}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={closeChangePassword}>
            {t('common:actions.cancel')}
          </button>
          <button type="submit" form="change-password-form" className="btn btn-primary" disabled={locked}>
            {status === 'saving' && <Spinner size="sm" />}
            {status === 'saving' ? t('changePassword.saving') : t('changePassword.submit')}
          </button>
        </>
      }
    >
      <form id="change-password-form" className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
        {message && <Alert variant={status === 'done' ? 'success' : 'error'}>{message}</Alert>}
        {hasPassword ? (
          <PasswordField
            label={t('changePassword.current')}
            autoComplete="current-password"
            value={form.currentPassword}
            onChange={update('currentPassword')}
            disabled={locked}
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
          disabled={locked}
          hint={t('changePassword.rule', { min: MIN_PASSWORD_LENGTH })}
          data-autofocus={hasPassword ? undefined : true}
        />
        <PasswordField
          label={t('changePassword.confirm')}
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={update('confirmPassword')}
          disabled={locked}
          error={mismatch ? t('passwordMismatch') : null}
        />
      </form>
    </Modal>
  );
}
