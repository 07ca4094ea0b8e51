import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { CheckIcon } from '../../../components/icons';
import { Modal } from '../../../components/Modal';

/** SPEC §2: the address is verified, and the sessions awarded are named, with a way to use them. */
export function VerifiedModal({ bonusSessions, onClose }: { bonusSessions: number; onClose: () => void }) {
  const { t } = useTranslation('verification');
  return (
    <Modal
      title={t('success.title')}
      onClose={onClose}
      footer={
        <Link href={ROUTES.scenarios} className="btn btn-primary" data-autofocus onClick={onClose}>
          {t('actions.startPractice')}
        </Link>
      }
    >
      <div className="verification-result">
        <CheckIcon className="verification-result-icon" size={28} />
        <div>
          <p>{t('success.body')}</p>
          {bonusSessions > 0 && <p className="verification-bonus">{t('success.bonus', { count: bonusSessions })}</p>}
        </div>
      </div>
    </Modal>
  );
}

/** SPEC §2/§8: 'Verification Failed' with the reason, and Try Again. */
export function VerificationFailedModal({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('verification');
  return (
    <Modal
      title={t('failure.title')}
      onClose={onRetry}
      footer={
        <button type="button" className="btn btn-primary" onClick={onRetry} data-autofocus>
          {t('actions.tryAgain')}
        </button>
      }
    >
      <p role="alert">{message}</p>
    </Modal>
  );
}
