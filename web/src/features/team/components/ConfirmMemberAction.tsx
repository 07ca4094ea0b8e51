import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Alert } from '../../../components/Alert';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { describeError } from '../../../lib/error-message';
import { askToConfirm, confirmAction, teamState } from '../state/team.store';

/** Removing a member or revoking an invitation asks first (SPEC §2); the dialog shows a refusal in place. */
export function ConfirmMemberAction() {
  const { t } = useTranslation('team');
  const { confirming, busyKey, actionError } = useSnapshot(teamState);
  if (!confirming) return null;
  const { kind, member } = confirming;
  const busy = busyKey !== null;
  const close = () => !busy && askToConfirm(null);
  return (
    <Modal
      title={t(`confirm.${kind}.title`)}
      onClose={close}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={close} disabled={busy} data-autofocus>
            {t('common:actions.cancel')}
          </button>
          <button type="button" className="btn btn-danger" onClick={() => void confirmAction()} disabled={busy}>
            {busy && <Spinner size="sm" />}
            {t(`confirm.${kind}.action`)}
          </button>
        </>
      }
    >
      {actionError ? <Alert variant="error">{describeError(actionError, t, `team:confirm.${kind}.failed`)}</Alert> : null}
      <p className="team-confirm-text">{t(`confirm.${kind}.body`, { email: member.email })}</p>
    </Modal>
  );
}
