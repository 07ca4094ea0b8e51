import { useTranslation } from 'react-i18next';
import type { AdminScenarioView } from '../../../lib/contracts';
import { currentLocale } from '../../../lib/i18n';
import { DifficultyBadge, localized } from '../../catalogue';
import { truncate } from '../state/search';
import { formatCreated, PersonaNames, RetiredBadge, RowActions } from './scenario-cells';

const COLUMNS = ['id', 'name', 'nameRu', 'category', 'difficulty', 'personas', 'createdAt', 'actions'] as const;

/** SPEC §2's table. Names keep their language (lang) so a screen reader reads each in its own voice. */
export function ScenariosTable({ scenarios }: { scenarios: readonly AdminScenarioView[] }) {
  const { t } = useTranslation('scenarioAdmin');
  const locale = currentLocale();
  return (
    // Focusable so a keyboard can scroll it sideways when it is wider than the screen.
    // Named apart from the list's section around it: two landmarks with one name cannot be told apart.
    <div className="wa-table-scroll" tabIndex={0} role="region" aria-label={t('list.table')}>
      <table className="wa-table scn-table">
        <thead>
          <tr>{COLUMNS.map((column) => <th key={column} scope="col">{t(`columns.${column}`)}</th>)}</tr>
        </thead>
        <tbody>
          {scenarios.map((scenario) => (
            <tr key={scenario.id} className={scenario.retiredAt ? 'scn-row-retired' : undefined}>
              <td className="scn-number">{scenario.id}</td>
              <td className="scn-name-cell" lang="en">
                <span className="scn-name">{scenario.name}</span>
                <RetiredBadge scenario={scenario} />
                <span className="scn-description" title={scenario.description}>{truncate(scenario.description)}</span>
              </td>
              <td className="scn-name-ru" lang="ru">{scenario.name_ru}</td>
              <td>{localized(scenario, 'category', locale)}</td>
              <td><DifficultyBadge difficulty={scenario.difficulty} /></td>
              <td className="scn-personas"><PersonaNames scenario={scenario} /></td>
              <td><time dateTime={scenario.createdAt}>{formatCreated(scenario.createdAt, locale)}</time></td>
              <td><RowActions scenario={scenario} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
