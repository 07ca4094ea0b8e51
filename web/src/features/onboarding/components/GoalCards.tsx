import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/icons';
import type { CategoryView } from '../../../lib/contracts';
import { currentLocale } from '../../../lib/i18n';
import { categoryLabel, sortCategories } from '../state/goals';

interface GoalCardsProps {
  categories: readonly CategoryView[];
  selected: readonly string[];
  disabled: boolean;
  /** A refusal of the list as a whole ("choose at least one"). */
  error: string | null;
  onToggle(name: string): void;
}

/**
 * The catalogue's categories as a group of checkbox cards: native checkboxes, so keyboard and screen
 * readers just work. A refusal of the list marks every card and is part of each one's description.
 */
export function GoalCards({ categories, selected, disabled, error, onToggle }: GoalCardsProps) {
  const { t } = useTranslation('onboarding');
  const locale = currentLocale();
  const id = useId();
  return (
    <fieldset className="goal-fieldset" aria-describedby={`${id}-hint ${id}-error`}>
      <legend className="goal-legend">{t('areas.legend')}</legend>
      <p id={`${id}-hint`} className="field-hint">
        {t('areas.hint')}
      </p>
      <ul className="goal-grid">
        {sortCategories(categories, locale).map((category, index) => {
          const itemId = `${id}-${index}`;
          return (
            <li key={category.name}>
              <label className="goal-card">
                <input
                  type="checkbox"
                  className="goal-card-input"
                  checked={selected.includes(category.name)}
                  onChange={() => onToggle(category.name)}
                  disabled={disabled}
                  aria-labelledby={`${itemId}-name`}
                  aria-describedby={error ? `${itemId}-count ${id}-error` : `${itemId}-count`}
                  aria-invalid={error ? true : undefined}
                />
                <span className="goal-card-check" aria-hidden="true">
                  <CheckIcon size={16} strokeWidth={2.6} />
                </span>
                <span className="goal-card-text">
                  <span id={`${itemId}-name`} className="goal-card-name">
                    {categoryLabel(category, locale)}
                  </span>
                  <span id={`${itemId}-count`} className="goal-card-count">
                    {t('areas.scenarioCount', { count: category.scenarioCount })}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <div id={`${id}-error`} aria-live="polite">
        {error && <p className="field-error goal-error">{error}</p>}
      </div>
    </fieldset>
  );
}
