import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { Modal } from '../../../components/Modal';
import { useRenewalDate } from '../../usage';
import { closeSessionLimit } from '../state/session-limit';

/** SPEC §2: the 'session limit reached' modal offers close and upgrade to Premium. */
export function SessionLimitModal() {
  const { t } = useTranslation('catalogue');
  const renews = useRenewalDate();
  const footer = (
    <>
      <button type="button" className="btn btn-secondary" onClick={closeSessionLimit}>
        {t('common:actions.close')}
      </button>
      <Link href={ROUTES.payment} className="btn btn-upgrade" onClick={closeSessionLimit} data-autofocus>
        {t('start.upgrade')}
      </Link>
    </>
  );
  return (
    <Modal title={t('limitModal.title')} onClose={closeSessionLimit} footer={footer}>
      <p>{renews ? t('start.limits.sessionRenews', { date: renews }) : t('start.limits.session')}</p>
    </Modal>
  );
}
