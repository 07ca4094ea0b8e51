import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Modal } from '../../../components/Modal';
import { cancelEnd, confirmEnd } from '../state/end-session';
import { simulationState } from '../state/simulation.store';

export function EndSessionDialog() {
  const { t } = useTranslation('simulation');
  // After a walk-out there is nothing left to say: the dialog need not warn that it ends the talk.
  const { characterLeft } = useSnapshot(simulationState);
  return (
    <Modal
      title={t('end.title')}
      onClose={cancelEnd}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={cancelEnd} data-autofocus>
            {characterLeft ? t('end.notYet') : t('end.cancel')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void confirmEnd()}>
            {t('end.confirm')}
          </button>
        </>
      }
    >
      <p>{characterLeft ? t('end.bodyAfterLeft') : t('end.body')}</p>
    </Modal>
  );
}
