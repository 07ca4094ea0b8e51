import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Alert } from '../../../components/Alert';
import { SelectField, TextField } from '../../../components/FormField';
import { Spinner } from '../../../components/Spinner';
import type { Locale } from '../../../lib/contracts';
import { describeError } from '../../../lib/error-message';
import { refreshProfile } from '../../auth';
import { adminState, leaveAdminPage, loadSettings, saveSettings } from '../state/admin.store';
import { AdminLayout } from './AdminLayout';
import { LoadProblem } from './LoadProblem';

/** The server takes a trimmed name of 1–200 characters. */
const MAX_NAME = 200;

function SettingsForm({ name: savedName, invitationLocale }: { name: string; invitationLocale: Locale }) {
  const { t } = useTranslation('admin');
  const { save } = useSnapshot(adminState);
  const [name, setName] = useState(savedName);
  const [locale, setLocale] = useState<Locale>(invitationLocale);
  const [submitted, setSubmitted] = useState(false);
  const nameError = !name.trim() ? t('settings.nameRequired') : name.trim().length > MAX_NAME ? t('settings.nameTooLong', { max: MAX_NAME }) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (nameError) return;
    // The sidebar and the user menu show the organisation's name from the profile.
    if (await saveSettings(name, locale)) void refreshProfile();
  };
  const edit = (apply: () => void) => {
    apply();
    if (save.status !== 'saving') adminState.save = { status: 'idle', error: null };
  };

  return (
    <form className="form admin-settings-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={save.status === 'saving'}>
      {save.status === 'saved' && <Alert variant="success">{t('settings.saved')}</Alert>}
      {save.status === 'error' && <Alert variant="error">{describeError(save.error, t, 'admin:settings.saveFailed')}</Alert>}
      <TextField
        label={t('settings.name')}
        name="organization-name"
        autoComplete="organization"
        required
        maxLength={MAX_NAME}
        value={name}
        onChange={(e) => edit(() => setName(e.target.value))}
        error={submitted ? nameError : null}
      />
      <SelectField
        label={t('settings.invitationLocale')}
        hint={t('settings.invitationLocaleHint')}
        value={locale}
        onChange={(e) => edit(() => setLocale(e.target.value as Locale))}
      >
        <option value="en">English</option>
        <option value="ru">Русский</option>
      </SelectField>
      <div>
        <button type="submit" className="btn btn-primary" disabled={save.status === 'saving'}>
          {save.status === 'saving' && <Spinner size="sm" />}
          {save.status === 'saving' ? t('settings.saving') : t('settings.save')}
        </button>
      </div>
    </form>
  );
}

function Settings() {
  const { t } = useTranslation('admin');
  const { settings } = useSnapshot(adminState);
  useEffect(() => {
    void loadSettings();
    return leaveAdminPage;
  }, []);
  const data = settings.data;
  return (
    <section className="wa-panel admin-settings" aria-labelledby="admin-settings-title">
      <h2 id="admin-settings-title" className="wa-panel-title">{t('settings.title')}</h2>
      <p className="wa-panel-intro admin-settings-intro">{t('settings.intro')}</p>
      {settings.status === 'loading' && <Spinner size="md" label={t('common:status.loading')} />}
      {settings.status === 'error' && <LoadProblem error={settings.error} fallbackKey="admin:settings.loadFailed" onRetry={() => void loadSettings()} />}
      {settings.status === 'ready' && data && (
        <SettingsForm key={data.organization.id} name={data.organization.name} invitationLocale={data.invitationLocale} />
      )}
    </section>
  );
}

/** /admin/settings: the organisation's name and the language its invitation mails go out in. */
export default function AdminSettingsPage() {
  return (
    <AdminLayout>
      <Settings />
    </AdminLayout>
  );
}
