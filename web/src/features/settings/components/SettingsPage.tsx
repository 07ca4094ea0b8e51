import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { PageSpinner } from '../../../components/Spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { authState, openChangePassword } from '../../auth';
import { ConnectedAccounts } from '../../oauth';
import { EmailSection } from './EmailSection';
import { OtherDevicesSection } from './OtherDevicesSection';
import '../settings.css';

/** /settings, for every signed-in user: email and its verification, password, connected accounts, other devices. */
export default function SettingsPage() {
  const { t } = useTranslation('settings');
  useDocumentTitle(t('documentTitle'));
  const { user } = useSnapshot(authState);
  // Connected accounts are named only while their section is on the page (the oauth feature decides).
  const [connectedShown, setConnectedShown] = useState(false);
  if (!user) return <PageSpinner />;
  return (
    <div className="container settings-page">
      <h1 className="settings-title">{t('title')}</h1>
      <EmailSection user={user} />
      <section className="settings-section" aria-labelledby="password-title">
        <h2 id="password-title" className="settings-section-title">{t('password.title')}</h2>
        <p className="settings-section-intro">
          {user.hasPassword ? t(connectedShown ? 'password.hasWithConnected' : 'password.has') : t('password.none')}
        </p>
        <button type="button" className="btn btn-secondary" onClick={openChangePassword}>
          {user.hasPassword ? t('password.change') : t('password.set')}
        </button>
      </section>
      <ConnectedAccounts hasPassword={user.hasPassword} onShown={setConnectedShown} />
      <OtherDevicesSection />
    </div>
  );
}
