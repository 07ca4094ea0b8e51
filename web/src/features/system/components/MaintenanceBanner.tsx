import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { AlertIcon } from '../../../components/icons';
import { Spinner } from '../../../components/Spinner';
import { hideMaintenance, maintenanceState, retryHealthCheck } from '../state/maintenance.store';

/** Shown on a 502 or when the server cannot be reached; hides itself after 5 minutes. */
export function MaintenanceBanner() {
  const { t } = useTranslation();
  const { visible, checking, stillDown } = useSnapshot(maintenanceState);
  if (!visible) return null;
  return (
    <div className="maintenance-banner" role="alert">
      <div className="container maintenance-inner">
        <AlertIcon className="maintenance-icon" />
        <p className="maintenance-text">
          <strong>{t('maintenance.title')}</strong> {stillDown ? t('maintenance.stillDown') : t('maintenance.body')}
        </p>
        <div className="maintenance-actions">
          <button type="button" className="btn btn-sm btn-warning" onClick={() => void retryHealthCheck()} disabled={checking}>
            {checking && <Spinner size="sm" />}
            {checking ? t('maintenance.checking') : t('maintenance.retry')}
          </button>
          <button type="button" className="btn btn-sm btn-ghost" onClick={hideMaintenance}>
            {t('maintenance.hide')}
          </button>
        </div>
      </div>
    </div>
  );
}
