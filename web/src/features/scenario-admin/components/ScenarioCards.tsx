import { useTranslation } from 'react-i18next';
import type { AdminScenarioView } from '../../../lib/contracts';
import { currentLocale } from '../../../lib/i18n';
import { DifficultyBadge, localized } from '../../catalogue';
import { truncate } from '../state/search';
import { formatCreated, PersonaNames, RetiredBadge, RowActions } from './scenario-cells';

/** The table's rows as cards, for phones: every column in view without scrolling sideways. */
export function ScenarioCards({ scenarios }: { scenarios: readonly AdminScenarioView[] }) {
  const { t } = useTranslation('scenarioAdmin');
  const locale = currentLocale();
  return (
    <ul className="scn-cards">
      {scenarios.map((scenario) => (
        <li key={scenario.id} className={`scn-card${scenario.retiredAt ? ' scn-card-retired' : ''}`}>
          <p className="scn-card-top">
            <span className="scn-name" lang="en">{scenario.name}</span>
            <DifficultyBadge difficulty={scenario.difficulty} />
          </p>
          <RetiredBadge scenario={scenario} />
          <p className="scn-description" lang="en">{truncate(scenario.description)}</p>
          <dl className="scn-card-facts">
            <div><dt>{t('columns.id')}</dt><dd>{scenario.id}</dd></div>
            <div><dt>{t('columns.nameRu')}</dt><dd lang="ru">{scenario.name_ru}</dd></div>
            <div><dt>{t('columns.category')}</dt><dd>{localized(scenario, 'category', locale)}</dd></div>
            <div><dt>{t('columns.personas')}</dt><dd><PersonaNames scenario={scenario} /></dd></div>
            <div><dt>{t('columns.createdAt')}</dt><dd><time dateTime={scenario.createdAt}>{formatCreated(scenario.createdAt, locale)}</time></dd></div>
          </dl>
          <RowActions scenario={scenario} />
        </li>
      ))}
    </ul>
  );
}
