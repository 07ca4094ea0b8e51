import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { BuildingIcon } from '../../../components/icons';
import { Spinner } from '../../../components/Spinner';
import { refreshProfile } from '../../auth';

/**
 * An Admin whose account belongs to no organisation (409 TEAM.NO_ORGANISATION): every admin page
 * says so, once, with what to do — never an error with a retry that can only fail again.
 */
export function NoOrganisation() {
  const { t } = useTranslation('admin');
  const [checking, setChecking] = useState(false);
  const checkAgain = async () => {
    setChecking(true);
    await refreshProfile();
    setChecking(false);
  };
  return (
    <section className="admin-no-org" aria-labelledby="admin-no-org-title">
      <BuildingIcon size={32} />
      <h2 id="admin-no-org-title">{t('noOrganisation.title')}</h2>
      <p>{t('noOrganisation.body')}</p>
      <p>{t('noOrganisation.next')}</p>
      <div className="wa-actions">
        <button type="button" className="btn btn-primary" onClick={() => void checkAgain()} disabled={checking}>
          {checking && <Spinner size="sm" />}
          {t('noOrganisation.checkAgain')}
        </button>
        <Link href={ROUTES.dashboard} className="btn btn-secondary">
          {t('backToApp')}
        </Link>
      </div>
    </section>
  );
}
