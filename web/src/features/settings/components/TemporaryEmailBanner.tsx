import { useTranslation } from 'react-i18next';
import { Link, useRoute } from 'wouter';
import { useSnapshot } from 'valtio';
import { MailIcon } from '../../../components/icons';
import { ROUTES } from '../../../app/paths';
import { authState } from '../../auth';
import './temporary-email-banner.css';

/**
 * For a signed-in learner whose provider gave no email (SPEC §3 temporary-email accounts): asks for a
 * real address, which Settings takes through update-email and its verification. Not on Settings itself.
 */
export function TemporaryEmailBanner() {
  const { t } = useTranslation();
  const { status, user } = useSnapshot(authState);
  const [onSettings] = useRoute(ROUTES.settings);
  if (status !== 'authenticated' || !user?.temporaryEmail || onSettings) return null;
  return (
    <div className="notice-banner" role="region" aria-label={t('temporaryEmail.label')}>
      <div className="container notice-banner-inner">
        <MailIcon className="notice-banner-icon" />
        <p className="notice-banner-text">{t('temporaryEmail.body')}</p>
        <Link href={`${ROUTES.settings}#email`} className="btn btn-sm btn-primary">
          {t('temporaryEmail.action')}
        </Link>
      </div>
    </div>
  );
}
