import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { PasswordField } from '../../../components/FormField';
import { Spinner } from '../../../components/Spinner';
import { describeError } from '../../../lib/error-message';
import { MIN_PASSWORD_LENGTH } from '../../../lib/validation';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { passwordChangeServerErrors } from '../../auth';
import { consoleSettingsApi } from '../api/console-settings.api';
import { canSubmitPasswordChange } from '../state/system-facts';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * SPEC §5: current, new (at least 6) and confirmation; the button waits until all are filled and
 * the two new ones agree. The server signs the other devices out; this one stays signed in. A wrong
 * current password is said at its field, which takes the focus.
 */
export function OwnPasswordCard() {
  const { t } = useTranslation('consoleSettings');
  const [form, setForm] = useState(EMPTY);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [tooShort, setTooShort] = useState(false);
  /** The server's refusal of the current password, until it is changed. */
  const [currentRefused, setCurrentRefused] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const update = (field: keyof typeof EMPTY) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [field]: e.target.value }));
    if (field === 'currentPassword') setCurrentRefused(null);
  };
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
      const refused = passwordChangeServerErrors(error, t).currentPassword;
      if (refused) {
        setCurrentRefused(refused);
        focusInvalid();
      } else setResult({ ok: false, text: describeError(error, t, 'consoleSettings:password.failed') });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="settings-section" aria-labelledby="console-password-title">
      <h2 id="console-password-title" className="settings-section-title">{t('password.title')}</h2>
      <p className="settings-section-intro">{t('password.intro')}</p>
      {result && <Alert variant={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
      <form ref={formRef} className="form settings-form" onSubmit={(e) => void submit(e)} noValidate>
        <PasswordField label={t('password.current')} autoComplete="current-password" value={form.currentPassword}
          onChange={update('currentPassword')} disabled={saving} error={currentRefused} />
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
