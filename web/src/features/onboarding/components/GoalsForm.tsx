import { type FormEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { Spinner } from '../../../components/Spinner';
import { goalsToSave } from '../state/goals';
import { onboardingState, saveGoals, setOtherGoals, toggleGoal } from '../state/onboarding.store';
import { splitGoalErrors } from './goal-errors';
import { sendingPausedText } from '../../../lib/error-message';
import { DraftNotice, SaveFailureNotice } from './notices';
import { GoalCards } from './GoalCards';
import { OwnGoalsField } from './OwnGoalsField';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';

/**
 * The practice areas as cards and goals in the learner's own words; nothing on it is cleared until a
 * save succeeds. Save waits only while saving: pressed with nothing chosen, it says so under the
 * cards, takes the focus to the first card and sends nothing.
 */
export function GoalsForm() {
  const { t } = useTranslation('onboarding');
  const [, navigate] = useLocation();
  // sync: the text field must see every keystroke at once, or the caret jumps.
  const state = useSnapshot(onboardingState, { sync: true });
  const formRef = useRef<HTMLFormElement>(null);
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);

  const errors = splitGoalErrors(t, state.goalErrors);
  const blocked = state.goalsBlocked && (state.goalsBlocked.pausedSeconds === null ? t('errors.blocked') : sendingPausedText(state.goalsBlocked.pausedSeconds, t));
  const typedErrors = blocked ? [...errors.typed, blocked] : errors.typed;
  // A refused typed goal: take the keyboard to the field that says what is wrong.
  const refusedTyped = typedErrors.length > 0 && !state.saving;
  useEffect(() => {
    if (refusedTyped) ownRef.current?.focus();
  }, [refusedTyped]);

  const returning = state.previousCategories.length > 0 || state.saved.otherGoals !== '';
  const { goalCategories, ownGoals } = goalsToSave(state.selected, state.otherGoals, state.categories);
  const chosen = goalCategories.length + ownGoals.length;
  // Saved and the curriculum built from the goals: the learner's path is the next page.
  const save = async () => {
    if (await saveGoals()) navigate(ROUTES.curriculum);
    else if (onboardingState.goalErrors.some((error) => error.problem === 'none')) focusInvalid();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!state.saving) void save();
  };

  return (
    <>
      <header className="onboarding-header">
        <p className="eyebrow">{t(returning ? 'eyebrow.update' : 'eyebrow.welcome')}</p>
        <h1>{t(returning ? 'title.update' : 'title.welcome')}</h1>
        <p className="lead">{t(returning ? 'lead.update' : 'lead.welcome')}</p>
      </header>
      {state.restoredDraft && <DraftNotice disabled={state.saving} />}
      <form ref={formRef} className="onboarding-form" onSubmit={onSubmit} noValidate aria-busy={state.saving}>
        <GoalCards categories={state.categories} selected={state.selected} disabled={state.saving} error={errors.list[0] ?? null} onToggle={toggleGoal} />
        <OwnGoalsField
          value={state.otherGoals}
          categories={state.categories}
          errors={typedErrors}
          disabled={state.saving}
          inputRef={ownRef}
          onChange={setOtherGoals}
        />
        {state.saveFailure && <SaveFailureNotice failure={state.saveFailure} saving={state.saving} onRetry={() => void save()} />}
        <div className="onboarding-actions">
          <button type="submit" className="btn btn-primary btn-lg" disabled={state.saving}>
            {state.saving && <Spinner size="sm" />}
            {!state.saving ? t('actions.save') : state.phase === 'curriculum' ? t('actions.building') : t('actions.saving')}
          </button>
          {!returning && (
            <Link href={ROUTES.scenarios} className="btn btn-secondary btn-lg">
              {t('actions.skip')}
            </Link>
          )}
          <p className="onboarding-summary">{chosen > 0 ? t('summary.chosen', { count: chosen }) : t('summary.none')}</p>
        </div>
      </form>
    </>
  );
}
