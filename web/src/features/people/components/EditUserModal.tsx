import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Alert } from '../../../components/Alert';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { isApiError } from '../../../lib/api-error';
import type { UserDetail } from '../../../lib/contracts';
import { describeError } from '../../../lib/error-message';
import { focusFirstInvalid } from '../../../lib/validation';
import { authState } from '../../auth';
import { type EditField, type EditUserForm, formOf, requestOf, validateEditUser } from '../state/edit-user';
import { serverFieldProblems } from '../state/server-problems';
import { closeModal, saveUser, userState } from '../state/user.store';
import { EditUserFields } from './EditUserFields';

/** SPEC §2 Edit User: every field, SPEC §5's rules before sending, the server's refusal shown where it belongs. */
export function EditUserModal({ user }: { user: UserDetail }) {
  const { t } = useTranslation('people');
  const { organizations } = useSnapshot(userState);
  const self = useSnapshot(authState).user?.id === user.id;
  const [form, setForm] = useState<EditUserForm>(() => formOf(user));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const problems = submitted ? validateEditUser(form) : {};
  const serverProblems = serverFieldProblems(failure);
  if (isApiError(failure, 'IDENTITY.EMAIL_TAKEN')) serverProblems.email = t('edit.errors.emailTaken');

  const set = (field: EditField, value: string | boolean) => setForm((f) => ({ ...f, [field]: value }));
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    setSubmitted(true);
    setFailure(null);
    if (Object.keys(validateEditUser(form)).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(formElement));
      return;
    }
    setSaving(true);
    try {
      await saveUser(requestOf(form));
    } catch (error) {
      setFailure(error);
      setSaving(false);
      requestAnimationFrame(() => focusFirstInvalid(formElement));
    }
  }

  const fieldError = Object.keys(serverProblems).length > 0;
  return (
    <Modal
      title={t('edit.title')}
      onClose={closeModal}
      size="wide"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={closeModal}>{t('common:actions.cancel')}</button>
          <button type="submit" form="edit-user-form" className="btn btn-primary" disabled={saving}>
            {saving && <Spinner size="sm" />}
            {t(saving ? 'edit.saving' : 'edit.save')}
          </button>
        </>
      }
    >
      <form id="edit-user-form" className="form people-edit-form" onSubmit={(e) => void submit(e)} noValidate>
        {failure !== null && (
          <Alert variant="error">{fieldError ? t('edit.checkFields') : describeError(failure, t, 'people:edit.failed')}</Alert>
        )}
        <EditUserFields form={form} set={set} problems={problems} serverProblems={serverProblems} organizations={organizations}
          self={self} disabled={saving} />
      </form>
    </Modal>
  );
}
