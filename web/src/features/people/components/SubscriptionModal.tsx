import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { SelectField, TextField } from '../../../components/FormField';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import type { UserDetail } from '../../../lib/contracts';
import { describeError } from '../../../lib/error-message';
import { focusFirstInvalid } from '../../../lib/validation';
import { fromLocalInput, toLocalInput } from '../state/local-time';
import { serverFieldProblems } from '../state/server-problems';
import { closeModal, updateSubscription } from '../state/user.store';

/**
 * SPEC §2 Update Subscription: the tier and when it ends (empty: it never does). A refusal that names
 * a field (a Premium end already past) is shown under that field, in the reader's language, as the
 * Edit User modal does, and the field takes the focus.
 */
export function SubscriptionModal({ user }: { user: UserDetail }) {
  const { t } = useTranslation('people');
  const [tier, setTier] = useState(user.subscriptionTier);
  const [expiry, setExpiry] = useState(toLocalInput(user.subscriptionExpiresAt));
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const expiresAt = fromLocalInput(expiry);
  const serverProblems = serverFieldProblems(failure, t);
  const fieldError = Object.keys(serverProblems).length > 0;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setFailure(null);
    if (expiresAt === undefined) return;
    setSaving(true);
    try {
      await updateSubscription({ subscriptionTier: tier, subscriptionExpiresAt: expiresAt });
    } catch (error) {
      setFailure(error);
      setSaving(false);
      requestAnimationFrame(() => focusFirstInvalid(form));
    }
  }

  return (
    <Modal
      title={t('subscription.title')}
      onClose={closeModal}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={closeModal}>{t('common:actions.cancel')}</button>
          <button type="submit" form="subscription-form" className="btn btn-primary" disabled={saving}>
            {saving && <Spinner size="sm" />}
            {t('subscription.submit')}
          </button>
        </>
      }
    >
      <form id="subscription-form" className="form" onSubmit={(e) => void submit(e)} noValidate>
        {failure !== null && <Alert variant="error">{fieldError ? t('edit.checkFields') : describeError(failure, t, 'people:subscription.failed')}</Alert>}
        <SelectField label={t('fields.subscriptionTier')} value={tier} disabled={saving} data-autofocus error={serverProblems.subscriptionTier ?? null}
          onChange={(e) => setTier(e.target.value as typeof tier)}>
          <option value="Free">{t('tier.Free')}</option>
          <option value="Premium">{t('tier.Premium')}</option>
        </SelectField>
        <TextField label={t('fields.subscriptionExpiresAt')} type="datetime-local" value={expiry} disabled={saving}
          hint={t('subscription.noExpiryHint')} error={expiresAt === undefined ? t('edit.errors.date') : (serverProblems.subscriptionExpiresAt ?? null)}
          onChange={(e) => setExpiry(e.target.value)} />
      </form>
    </Modal>
  );
}
