import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { PasswordField } from '../../../components/FormField';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { describeError } from '../../../lib/error-message';
import { MIN_PASSWORD_LENGTH, newPasswordProblem } from '../../../lib/validation';
import { closeModal, resetPassword } from '../state/user.store';

/** SPEC §5 Reset password: at least 6 characters and the same twice; the user is signed out everywhere. */
export function ResetPasswordModal({ email }: { email: string }) {
  const { t } = useTranslation('people');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const problem = newPasswordProblem(password, confirmation);
  // The length is said under the first box, the mismatch under the second (as soon as it is visible).
  const tooShort = submitted && problem === 'tooShort';
  const mismatch = (submitted || confirmation.length > 0) && problem === 'mismatch';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (problem) return;
    setSaving(true);
    try {
      await resetPassword(password);
    } catch (error) {
      setFailure(error);
      setSaving(false);
    }
  }

  return (
    <Modal
      title={t('password.title')}
      onClose={closeModal}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={closeModal}>{t('common:actions.cancel')}</button>
          <button type="submit" form="reset-password-form" className="btn btn-primary" disabled={saving}>
            {saving && <Spinner size="sm" />}
            {t('password.submit')}
          </button>
        </>
      }
    >
      <form id="reset-password-form" className="form" onSubmit={(e) => void submit(e)} noValidate>
        <p className="form-note">{t('password.intro', { email })}</p>
        {failure !== null && <Alert variant="error">{describeError(failure, t, 'people:password.failed')}</Alert>}
        <PasswordField label={t('password.new')} autoComplete="new-password" value={password} disabled={saving} data-autofocus
          hint={t('password.rule', { min: MIN_PASSWORD_LENGTH })} error={tooShort ? t('password.tooShort') : null}
          onChange={(e) => setPassword(e.target.value)} />
        <PasswordField label={t('password.confirm')} autoComplete="new-password" value={confirmation} disabled={saving}
          error={mismatch ? t('password.mismatch') : null} onChange={(e) => setConfirmation(e.target.value)} />
      </form>
    </Modal>
  );
}
