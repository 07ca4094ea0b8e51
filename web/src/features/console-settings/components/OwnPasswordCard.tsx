import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { PasswordField } from '../../../components/FormField';
import { Spinner } from '../../../components/Spinner';
import { describeError } from '../../../lib/error-message';
import { MIN_PASSWORD_LENGTH } from '../../../lib/validation';
import { consoleSettingsApi } from '../api/console-settings.api';
import { canSubmitPasswordChange } from '../state/system-facts';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * SPEC §5: current, new (at least 6) and confirmation; the button waits until all are filled and
 * the two new ones agree. The server signs the other devices out; this one stays signed in.
 */
export function OwnPasswordCard() {
  const { t } = useTranslation('consoleSettings');
  const [form, setForm] = useState(EMPTY);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [tooShort, setTooShort] = useState(false);
  const update = (field: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));
  const mismatch = form.confirmPassword.length > 0 && form.confirmPassword !== form.newPassword;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    if (!canSubmitPasswordChange(form)) return;
    const short = form.newPassword.length < MIN_PASSWORD_LENGTH;
    setTooShort(short);
    if (short) return;
    setSaving(true);
    try {
      await consoleSettingsApi.changePassword({ currentPassword: form.currentPassword, newPassword: form.newPassword });
      setForm(EMPTY);
      setResult({ ok: true, text: t('password.success') });
    } catch (error) {
      setResult({ ok: false, text: describeError(error, t, 'consoleSettings:password.failed') });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="settings-section" aria-labelledby="console-password-title">
      <h2 id="console-password-title" className="settings-section-title">{t('password.title')}</h2>
      <p className="settings-section-intro">{t('password.intro')}</p>
      {result && <Alert variant={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
      <form className="form settings-form" onSubmit={(e) => void submit(e)} noValidate>
        <PasswordField label={t('password.current')} autoComplete="current-password" value={form.currentPassword}
          onChange={update('currentPassword')} disabled={saving} />
        <PasswordField label={t('password.new')} autoComplete="new-password" value={form.newPassword} onChange={update('newPassword')}
          disabled={saving} hint={t('password.rule', { min: MIN_PASSWORD_LENGTH })} error={tooShort ? t('password.tooShort') : null} />
        <PasswordField label={t('password.confirm')} autoComplete="new-password" value={form.confirmPassword}
          onChange={update('confirmPassword')} disabled={saving} error={mismatch ? t('password.mismatch') : null} />
        <button type="submit" className="btn btn-primary" disabled={saving || !canSubmitPasswordChange(form)}>
          {saving && <Spinner size="sm" />}
          {t('password.submit')}
        </button>
      </form>
    </section>
  );
}
