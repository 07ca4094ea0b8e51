import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { CheckIcon } from '../../../components/icons';
import { Modal } from '../../../components/Modal';

/**
 * SPEC §2: the address is verified, and the sessions awarded are named, with a way to use them. The
 * token may have been another account's (`account`: the one signed in here, which gets nothing from
 * it): then the dialog names the address verified, says this account is unchanged, and only closes.
 * On Premium the sessions are kept for the first month on Free, and the dialog says that instead.
 */
export function VerifiedModal({ email, bonusSessions, bonusWaitsForFree, account, onClose }: {
  email: string;
  bonusSessions: number;
  bonusWaitsForFree: boolean;
  account: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['verification', 'common']);
  return (
    <Modal
      title={t('success.title')}
      onClose={onClose}
      footer={
        account ? (
          <button type="button" className="btn btn-primary" onClick={onClose} data-autofocus>
            {t('common:actions.close')}
          </button>
        ) : (
          <Link href={ROUTES.scenarios} className="btn btn-primary" data-autofocus onClick={onClose}>
            {t('actions.startPractice')}
          </Link>
        )
      }
    >
      <div className="verification-result">
        <CheckIcon className="verification-result-icon" size={28} />
        <div>
          <p>{account ? t('success.otherAccount', { email, account }) : t('success.body', { email })}</p>
          {bonusSessions > 0 && <p className="verification-bonus">{t(bonusWaitsForFree ? 'success.bonusLater' : 'success.bonus', { count: bonusSessions })}</p>}
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
