import { type FormEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { Alert } from '../../../components/Alert';
import { PageSpinner, Spinner } from '../../../components/Spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { goalsToSend } from '../state/goals';
import { loadOnboarding, onboardingState, saveGoals, setOtherGoals, toggleGoal } from '../state/onboarding.store';
import { GoalCards } from './GoalCards';
import { OtherGoalField } from './OtherGoalField';
import '../onboarding.css';

/** Where the practice goes next: the scenarios, filtered by the first goal (the curriculum comes later). */
function nextPath(goals: readonly string[]): string {
  const [first] = goals;
  return first ? `${ROUTES.scenarios}?category=${encodeURIComponent(first)}` : ROUTES.scenarios;
}

/** Goal setting (SPEC §2 "Onboarding"): after registration, and again from the user menu. */
export default function OnboardingPage() {
  const { t } = useTranslation('onboarding');
  useDocumentTitle(t('documentTitle'));
  const [, navigate] = useLocation();
  const state = useSnapshot(onboardingState);
  const otherRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    void loadOnboarding();
  }, []);

  const unknownGoals = state.goalErrors.flatMap((e) => (e.goal === null ? [] : [t('errors.unknownGoal', { goal: e.goal })]));
  const listError = state.goalErrors.some((e) => e.goal === null) ? t('errors.chooseOne') : null;

  // A refused free-text goal: take the keyboard to the field that says what is wrong.
  const refusedTyped = unknownGoals.length > 0 && !state.saving;
  useEffect(() => {
    if (refusedTyped) otherRef.current?.focus();
  }, [refusedTyped]);

  if (state.status === 'idle' || state.status === 'loading') {
    return (
      <div className="container onboarding-page">
        <PageSpinner />
      </div>
    );
  }

  if (state.status === 'error') {
    return (
      <div className="container onboarding-page">
        <h1>{t('title.neutral')}</h1>
        <div className="onboarding-load-error">
          <Alert variant="error" title={t(state.loadFailure === 'profile' ? 'errors.profileLoad' : 'errors.categoriesLoad')}>
            {t('errors.loadBody')}
          </Alert>
          <button type="button" className="btn btn-primary" onClick={() => void loadOnboarding()}>
            {t('common:actions.retry')}
          </button>
        </div>
      </div>
    );
  }

  const returning = state.previousCategories.length > 0;
  const chosen = goalsToSend(state.selected, state.otherGoals).length;
  const canSave = chosen > 0 && !state.saving;
  const save = async () => {
    const saved = await saveGoals();
    if (saved) navigate(nextPath(saved));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave) void save();
  };
  const failure = state.saveFailure;

  return (
    <div className="container onboarding-page">
      <header className="onboarding-header">
        <p className="eyebrow">{t(returning ? 'eyebrow.update' : 'eyebrow.welcome')}</p>
        <h1>{t(returning ? 'title.update' : 'title.welcome')}</h1>
        <p className="lead">{t(returning ? 'lead.update' : 'lead.welcome')}</p>
      </header>
      <form className="onboarding-form" onSubmit={onSubmit} noValidate aria-busy={state.saving}>
        <GoalCards
          categories={state.categories}
          selected={state.selected}
          disabled={state.saving}
          error={listError}
          onToggle={toggleGoal}
        />
        <OtherGoalField
          value={state.otherGoals}
          errors={unknownGoals}
          disabled={state.saving}
          inputRef={otherRef}
          onChange={setOtherGoals}
        />
        {failure && (
          <div className="onboarding-save-error">
            <Alert variant="error" title={t(failure.step === 'validate' ? 'errors.validate' : 'errors.save')}>
              {failure.offline ? t('common:errors.codes.network') : t('errors.tryAgain')}
            </Alert>
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => void save()} disabled={state.saving}>
              {t('common:actions.retry')}
            </button>
          </div>
        )}
        <div className="onboarding-actions">
          <button type="submit" className="btn btn-primary btn-lg" disabled={!canSave}>
            {state.saving && <Spinner size="sm" />}
            {state.saving ? t('actions.saving') : t('actions.save')}
          </button>
          {!returning && (
            <Link href={ROUTES.scenarios} className="btn btn-secondary btn-lg">
              {t('actions.skip')}
            </Link>
          )}
          <p className="onboarding-summary">
            {chosen > 0 ? t('summary.chosen', { count: chosen }) : t('summary.none')}
          </p>
        </div>
      </form>
    </div>
  );
}
