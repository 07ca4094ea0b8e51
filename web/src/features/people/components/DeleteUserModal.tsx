import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { Alert } from '../../../components/Alert';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { describeError } from '../../../lib/error-message';
import { closeModal, deleteUser } from '../state/user.store';
import { announceDeleted } from '../state/users.store';

/** SPEC §5's question; once the server agrees, back to the list, which says it is done (SPEC §4, §8). */
export function DeleteUserModal({ email }: { email: string }) {
  const { t } = useTranslation('people');
  const [, navigate] = useLocation();
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  async function confirm() {
    setDeleting(true);
    setFailure(null);
    try {
      await deleteUser();
      announceDeleted(t('delete.done'));
      navigate(ROUTES.superadminUsers);
    } catch (error) {
      setFailure(error);
      setDeleting(false);
    }
  }

  return (
    <Modal
      title={t('delete.title')}
      onClose={closeModal}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={closeModal} data-autofocus>{t('common:actions.cancel')}</button>
          <button type="button" className="btn btn-danger" onClick={() => void confirm()} disabled={deleting}>
            {deleting && <Spinner size="sm" />}
            {t('delete.confirm')}
          </button>
        </>
      }
    >
      {failure !== null && <Alert variant="error">{describeError(failure, t, 'people:delete.failed')}</Alert>}
      {/* The address kept whole: a line never breaks it at a hyphen. */}
      <p><Trans t={t} i18nKey="delete.question" values={{ email }} components={{ strong: <strong className="people-nobreak" /> }} /></p>
    </Modal>
  );
}
