import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal';
import { cancelEnd, confirmEnd } from '../state/end-session';

export function EndSessionDialog() {
  const { t } = useTranslation('simulation');
  return (
    <Modal
      title={t('end.title')}
      onClose={cancelEnd}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={cancelEnd} data-autofocus>
            {t('end.cancel')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void confirmEnd()}>
            {t('end.confirm')}
          </button>
        </>
      }
    >
      <p>{t('end.body')}</p>
    </Modal>
  );
}
