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
import { closeModal, reloadUser, saveUser, userState } from '../state/user.store';
import { EditUserFields } from './EditUserFields';

/** Refusals the server words in English only, put under their field in the reader's language. */
function knownProblems(failure: unknown, t: (key: string) => string): Record<string, string> {
  if (isApiError(failure, 'EMAIL_ALREADY_TAKEN') || isApiError(failure, 'IDENTITY.EMAIL_TAKEN')) return { email: t('edit.errors.emailTaken') };
  if (isApiError(failure, 'IDENTITY.UNKNOWN_ORGANIZATION')) return { organizationId: t('edit.errors.unknownOrganization') };
  if (isApiError(failure, 'IDENTITY.UNKNOWN_INVITER')) return { invitedByUserId: t('edit.errors.unknownInviter') };
  return {};
}

/** SPEC §2 Edit User: every field, SPEC §5's rules before sending, the server's refusal shown where it belongs. */
export function EditUserModal({ user }: { user: UserDetail }) {
  const { t } = useTranslation('people');
  const { organizations } = useSnapshot(userState);
  const self = useSnapshot(authState).user?.id === user.id;
  // A SuperAdmin's email is fixed (SPEC §2), anyone's; the role only for yourself (the server refuses both too).
  const emailLocked = user.role === 'SuperAdmin';
  const [form, setForm] = useState<EditUserForm>(() => formOf(user));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const problems = submitted ? validateEditUser(form) : {};
  const serverProblems = { ...serverFieldProblems(failure, t), ...knownProblems(failure, t) };

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
      await saveUser(requestOf(form, user));
    } catch (error) {
      setFailure(error);
      setSaving(false);
      // A field the server refused takes focus; a refusal of the whole form is shown at its top, out of sight after scrolling down to Save.
      requestAnimationFrame(() => {
        focusFirstInvalid(formElement);
        if (!formElement.querySelector('[aria-invalid="true"]')) formElement.querySelector('[role="alert"]')?.scrollIntoView({ block: 'nearest' });
      });
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
          <Alert variant="error">
            {fieldError ? t('edit.checkFields') : describeError(failure, t, 'people:edit.failed')}
            {isApiError(failure, 'IDENTITY.USER_CHANGED') && (
              <> <button type="button" className="btn btn-secondary btn-sm" onClick={reloadUser}>{t('edit.reload')}</button></>
            )}
          </Alert>
        )}
        <EditUserFields form={form} set={set} problems={problems} serverProblems={serverProblems} organizations={organizations}
          self={self} emailLocked={emailLocked} disabled={saving} />
      </form>
    </Modal>
  );
}
