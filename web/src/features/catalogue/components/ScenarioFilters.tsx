import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryView } from '../../../lib/contracts';
import { currentLocale } from '../../../lib/i18n';
import type { ScenarioFilters as Filters } from '../api/catalogue.api';
import { isKnownCategory } from '../state/category-filter';
import { DIFFICULTIES, isDifficulty, localized } from '../state/localize';

interface Props {
  filters: Filters;
  categories: readonly CategoryView[];
  onChange: (next: Filters) => void;
}

/** Category (values are the English names the API filters by) and difficulty, shown in the current language. */
export function ScenarioFilters({ filters, categories, onChange }: Props) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const locale = currentLocale();
  // Until the categories arrive, the URL's category shows as it is; once they have, one they do not
  // name is no choice at all (ScenariosPage drops it from the URL).
  const pending = categories.length === 0 && filters.category !== '';

  return (
    <form className="scenario-filters" role="search" aria-label={t('filters.label')} onSubmit={(e) => e.preventDefault()}>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-category`}>
          {t('filters.category')}
        </label>
        <select
          id={`${id}-category`}
          className="input select"
          value={pending || isKnownCategory(categories, filters.category) ? filters.category : ''}
          onChange={(e) => onChange({ ...filters, category: e.target.value })}
        >
          <option value="">{t('filters.allCategories')}</option>
          {categories.map((category) => (
            <option key={category.name} value={category.name}>
              {localized(category, 'name', locale)}
            </option>
          ))}
          {pending && <option value={filters.category}>{filters.category}</option>}
        </select>
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-difficulty`}>
          {t('filters.difficulty')}
        </label>
        <select
          id={`${id}-difficulty`}
          className="input select"
          value={filters.difficulty}
          onChange={(e) => onChange({ ...filters, difficulty: isDifficulty(e.target.value) ? e.target.value : '' })}
        >
          <option value="">{t('filters.allDifficulties')}</option>
          {DIFFICULTIES.map((difficulty) => (
            <option key={difficulty} value={difficulty}>
              {t(`difficulty.${difficulty}`)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
