import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CheckIcon } from '../../../components/icons';
import type { CategoryView } from '../../../lib/contracts';
import { currentLocale } from '../../../lib/i18n';
import { MAX_GOAL_LENGTH, MAX_OWN_GOALS } from '../../../lib/shared';
import { labelOf, previewTypedGoals, type TypedGoal } from '../state/goals';

const QuoteIcon = () => (
  <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M4 6h16M4 12h10M4 18h13" />
  </svg>
);

const ICONS: Record<TypedGoal['kind'], ReactNode> = {
  area: <CheckIcon size={16} strokeWidth={2.6} />,
  own: <QuoteIcon />,
  'too-long': <AlertIcon size={16} />,
};

/** Before saving: which typed goals name a practice area, and which are kept in the learner's words. */
export function GoalPreview({ text, categories }: { text: string; categories: readonly CategoryView[] }) {
  const { t } = useTranslation('onboarding');
  const locale = currentLocale();
  const titleId = useId();
  const goals = previewTypedGoals(text, categories);
  if (goals.length === 0) return null;
  const own = goals.filter((g) => g.kind === 'own').length;

  const outcome = (goal: TypedGoal) => {
    switch (goal.kind) {
      case 'area':
        return t('preview.area', { areas: goal.categories.map((name) => labelOf(name, categories, locale)).join(', ') });
      case 'own':
        return t('preview.own');
      case 'too-long':
        return t('preview.tooLong', { count: goal.length, max: MAX_GOAL_LENGTH });
    }
  };

  return (
    <section className="goal-preview" aria-labelledby={titleId}>
      <h3 id={titleId} className="goal-preview-title">
        {t('preview.title')}
      </h3>
      <ul className="goal-preview-list">
        {goals.map((goal) => (
          <li key={goal.goal} className={`goal-preview-item goal-preview-${goal.kind}`}>
            <span className="goal-preview-icon">{ICONS[goal.kind]}</span>
            <span className="goal-preview-text">{goal.goal}</span>
            <span className="goal-preview-outcome">{outcome(goal)}</span>
          </li>
        ))}
      </ul>
      {own > MAX_OWN_GOALS && <p className="field-error">{t('preview.tooMany', { count: own, max: MAX_OWN_GOALS })}</p>}
    </section>
  );
}
