import { useTranslation } from 'react-i18next';
import { Checkbox, SelectField, TextField } from '../../../components/FormField';
import type { OrganizationListItem } from '../../../lib/contracts';
import type { EditField, EditUserForm, FieldProblem } from '../state/edit-user';
import { ROLE_OPTIONS } from '../state/users-query';

type Kind = 'text' | 'number' | 'date' | 'url';

interface FieldsProps {
  form: EditUserForm;
  set(field: EditField, value: string | boolean): void;
  problems: Partial<Record<EditField, FieldProblem>>;
  serverProblems: Record<string, string>;
  organizations: readonly OrganizationListItem[];
  /** Editing your own account: the role stays as it is (the server refuses too). */
  self: boolean;
  /** A SuperAdmin's email stays as it is (SPEC §2; the server refuses too). */
  emailLocked: boolean;
  disabled: boolean;
}

const GROUPS: { key: string; fields: [EditField, Kind][] }[] = [
  { key: 'subscription', fields: [['subscriptionExpiresAt', 'date'], ['sessionCountThisMonth', 'number'], ['coachSessionCountThisMonth', 'number'], ['monthlyResetDate', 'date'], ['totalSessions', 'number']] },
  { key: 'profile', fields: [['level', 'text'], ['experiencePoints', 'number'], ['firstName', 'text'], ['gender', 'text'], ['avatar', 'url'], ['registeredAt', 'date']] },
  { key: 'verification', fields: [['emailVerificationToken', 'text'], ['emailVerificationSentAt', 'date'], ['emailVerificationExpiresAt', 'date'], ['emailVerifiedAt', 'date']] },
  { key: 'invitation', fields: [['inviteToken', 'text'], ['invitedAt', 'date'], ['invitedByUserId', 'number']] },
];

/** Every field of SPEC §3 "User detail/edit", grouped; each with its own error under it. */
export function EditUserFields({ form, set, problems, serverProblems, organizations, self, emailLocked, disabled }: FieldsProps) {
  const { t } = useTranslation('people');
  const { t: tc } = useTranslation();
  const error = (field: EditField) => {
    const problem = problems[field];
    return problem ? t(`edit.errors.${problem.key}`, { max: problem.max }) : (serverProblems[field] ?? null);
  };
  const input = (field: EditField, kind: Kind) => (
    <TextField key={field} label={t(`fields.${field}`)} value={String(form[field])} disabled={disabled} error={error(field)}
      type={kind === 'date' ? 'datetime-local' : kind === 'number' ? 'number' : kind === 'url' ? 'url' : 'text'}
      min={kind === 'number' ? (field === 'invitedByUserId' ? 1 : 0) : undefined} step={kind === 'number' ? 1 : undefined}
      inputMode={kind === 'number' ? 'numeric' : undefined} onChange={(e) => set(field, e.target.value)} />
  );
  return (
    <>
      <fieldset className="people-fieldset">
        <legend>{t('edit.groups.account')}</legend>
        <TextField label={t('fields.email')} type="email" value={form.email} readOnly={emailLocked} disabled={disabled} error={error('email')}
          hint={emailLocked ? t('edit.superAdminEmail') : undefined} autoComplete="off" data-autofocus onChange={(e) => set('email', e.target.value)} />
        <SelectField label={t('fields.role')} value={form.role} disabled={disabled || self} error={error('role')}
          hint={self ? t('edit.ownRole') : undefined} onChange={(e) => set('role', e.target.value)}>
          {ROLE_OPTIONS.map((role) => <option key={role} value={role}>{tc(`roles.${role}`)}</option>)}
        </SelectField>
        <SelectField label={t('fields.organizationId')} value={form.organizationId} disabled={disabled} error={error('organizationId')}
          onChange={(e) => set('organizationId', e.target.value)}>
          <option value="">{t('info.noOrganization')}</option>
          {organizations.map((org) => <option key={org.id} value={String(org.id)}>{org.name}</option>)}
        </SelectField>
        <SelectField label={t('fields.locale')} value={form.locale} disabled={disabled} error={error('locale')} onChange={(e) => set('locale', e.target.value)}>
          <option value="en">{t('edit.locales.en')}</option>
          <option value="ru">{t('edit.locales.ru')}</option>
        </SelectField>
        <SelectField label={t('fields.subscriptionTier')} value={form.subscriptionTier} disabled={disabled} onChange={(e) => set('subscriptionTier', e.target.value)}>
          <option value="Free">{t('tier.Free')}</option>
          <option value="Premium">{t('tier.Premium')}</option>
        </SelectField>
        <Checkbox label={t('fields.emailVerified')} checked={form.emailVerified} disabled={disabled} onChange={(e) => set('emailVerified', e.target.checked)} />
      </fieldset>
      {GROUPS.map((group) => (
        <fieldset key={group.key} className="people-fieldset">
          <legend>{t(`edit.groups.${group.key}`)}</legend>
          {group.fields.map(([field, kind]) => input(field, kind))}
        </fieldset>
      ))}
    </>
  );
}
