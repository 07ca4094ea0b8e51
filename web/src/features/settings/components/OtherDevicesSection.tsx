import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { settingsApi } from '../api/settings.api';

/** A lost phone, a shared computer left signed in: every other sign-in ends, this one stays. */
export function OtherDevicesSection() {
  const { t } = useTranslation('settings');
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  const signOut = async () => {
    if (state === 'busy') return;
    setState('busy');
    setState(await settingsApi.signOutOtherDevices().then(() => 'done' as const, () => 'failed' as const));
  };
  return (
    <section className="settings-section" aria-labelledby="devices-title">
      <h2 id="devices-title" className="settings-section-title">{t('devices.title')}</h2>
      <p className="settings-section-intro">{t('devices.intro')}</p>
      {state === 'done' && <Alert variant="success">{t('devices.done')}</Alert>}
      {state === 'failed' && <Alert variant="error">{t('devices.failed')}</Alert>}
      <button type="button" className="btn btn-secondary" onClick={() => void signOut()} aria-disabled={state === 'busy'}>
        {state === 'busy' ? t('devices.busy') : t('devices.action')}
      </button>
    </section>
  );
}
