import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Alert } from '../../../components/Alert';
import { Checkbox, SelectField, TextField } from '../../../components/FormField';
import { Spinner } from '../../../components/Spinner';
import { todayUtc } from '../../../lib/due-date';
import { describeError } from '../../../lib/error-message';
import { currentLocale } from '../../../lib/i18n';
import { localized } from '../../catalogue';
import { type AssignmentDraft, type DraftErrors, emptyDraft, validateDraft } from '../state/assignment-form';
import { announce, assignmentsState, clearServerErrors, createAssignment, toggleForm } from '../state/team-assignments.store';

export interface AssignableMember {
  id: number;
  email: string;
}

/** A scenario, a due date, a pass score, and the whole team or chosen members. */
export function AssignmentForm({ id, members }: { id: string; members: readonly AssignableMember[] }) {
  const { t } = useTranslation('teamAssignments');
  const { scenarios, scenariosFailed, creating, createError, serverErrors, refused } = useSnapshot(assignmentsState);
  const [draft, setDraft] = useState<AssignmentDraft>(() => emptyDraft());
  const [submitted, setSubmitted] = useState(false);
  /** Chosen people the server says left the team: unticked, and not offered again while the form is open. */
  const [gone, setGone] = useState<readonly number[]>([]);
  const locale = currentLocale();
  const options = useMemo(
    () => scenarios.map((s) => ({ id: s.id, name: localized(s, 'name', locale) })).sort((a, b) => a.name.localeCompare(b.name, locale)),
    [scenarios, locale],
  );
  useEffect(() => document.getElementById(id)?.querySelector('select')?.focus(), [id]);

  const errors: DraftErrors = { ...(submitted ? validateDraft(draft) : {}), ...serverErrors };
  const message = (field: keyof DraftErrors) =>
    (errors[field] ? t(`form.errors.${errors[field]}`, { emails: refused.alreadyAssigned.join(', ') }) : null);
  const change = (patch: Partial<AssignmentDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    clearServerErrors();
  };
  // A refusal naming people marks just them; the form's own "choose someone" marks every box.
  const named = refused.leftTeam.length + refused.alreadyAssigned.length > 0;
  const toggleMember = (memberId: number, on: boolean) =>
    change({ memberIds: on ? [...draft.memberIds, memberId] : draft.memberIds.filter((m) => m !== memberId) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateDraft(draft)).length) {
      setTimeout(() => document.getElementById(id)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const created = await createAssignment(draft);
    if (created) announce(t('announce.created', { name: localized(created, 'scenarioName', locale) }));
    const { leftTeam } = assignmentsState.refused;
    if (!created && leftTeam.length) {
      setGone((g) => [...g, ...leftTeam]);
      setDraft((d) => ({ ...d, memberIds: d.memberIds.filter((m) => !leftTeam.includes(m)) }));
    }
  };

  return (
    <form id={id} className="form ta-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`} aria-busy={creating}>
      <h3 id={`${id}-title`} className="ta-form-title">{t('form.title')}</h3>
      {scenariosFailed && <Alert variant="error">{t('form.scenariosFailed')}</Alert>}
      {createError ? <Alert variant="error">{describeError(createError, t, 'teamAssignments:form.failed')}</Alert> : null}
      <SelectField label={t('form.scenario')} value={draft.scenarioId} required error={message('scenarioId')}
        onChange={(e) => change({ scenarioId: e.target.value })}>
        <option value="">{t('form.chooseScenario')}</option>
        {options.map((o) => <option key={o.id} value={String(o.id)}>{o.name}</option>)}
      </SelectField>
      <div className="ta-form-row">
        <TextField label={t('form.dueDate')} type="date" required min={todayUtc()} value={draft.dueDate}
          error={message('dueDate')} onChange={(e) => change({ dueDate: e.target.value })} />
        {/* Text, not type=number: that dropped the decimal comma of "7,5" and read 75. */}
        <TextField label={t('form.passScore')} type="text" inputMode="decimal" autoComplete="off" required
          value={draft.passScore} hint={t('form.passScoreHint')} error={message('passScore')}
          onChange={(e) => change({ passScore: e.target.value })} />
      </div>
      <fieldset className="ta-audience" aria-describedby={errors.memberIds ? `${id}-members-error` : undefined}>
        <legend className="field-label">{t('form.audience')}</legend>
        <label className="checkbox">
          <input type="radio" name={`${id}-audience`} checked={draft.audience === 'team'} onChange={() => change({ audience: 'team' })} />
          <span>{t('form.wholeTeam')}</span>
        </label>
        <label className="checkbox">
          <input type="radio" name={`${id}-audience`} checked={draft.audience === 'chosen'} onChange={() => change({ audience: 'chosen' })}
            disabled={members.length === 0} />
          <span>{t('form.chosenMembers')}</span>
        </label>
        {draft.audience === 'chosen' && (
          <div className="ta-members">
            {members.map((m) => (
              <Checkbox key={m.id} label={gone.includes(m.id) ? t('form.memberLeft', { email: m.email }) : m.email} checked={draft.memberIds.includes(m.id)}
                onChange={(e) => toggleMember(m.id, e.target.checked)} disabled={gone.includes(m.id)}
                aria-invalid={errors.memberIds && (!named || refused.leftTeam.includes(m.id) || refused.alreadyAssigned.includes(m.email)) ? true : undefined} />
            ))}
          </div>
        )}
        {errors.memberIds && <p id={`${id}-members-error`} className="field-error">{message('memberIds')}</p>}
      </fieldset>
      <div className="wa-actions">
        <button type="submit" className="btn btn-primary" disabled={creating}>
          {creating && <Spinner size="sm" />}
          {creating ? t('form.creating') : t('form.create')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => toggleForm(false)}>
          {t('common:actions.cancel')}
        </button>
      </div>
    </form>
  );
}
