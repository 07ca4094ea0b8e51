import { useTranslation } from 'react-i18next';
import type { AdminScenarioView } from '../../../lib/contracts';
import { currentLocale } from '../../../lib/i18n';
import { localized } from '../../catalogue';
import { askToRemove, askToRestore } from '../state/scenarios.store';
import { openEdit } from '../state/editor.store';
import { isRetired, rowName } from '../state/retired';
import { keepYearMark } from '../../../lib/due-date';

export function formatCreated(iso: string, locale = currentLocale()): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : keepYearMark(date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' }));
}

export function PersonaNames({ scenario }: { scenario: AdminScenarioView }) {
  const locale = currentLocale();
  if (scenario.personas.length === 0) return <>—</>;
  return <>{scenario.personas.map((persona) => localized(persona, 'name', locale)).join(', ')}</>;
}

/** Beside a retired scenario's name (in a cell marked English): that it is retired, and since when, in the interface's language. */
export function RetiredBadge({ scenario }: { scenario: AdminScenarioView }) {
  const { t } = useTranslation('scenarioAdmin');
  if (!scenario.retiredAt) return null;
  const locale = currentLocale();
  return <span className="badge badge-yellow scn-retired" lang={locale}>{t('row.retiredOn', { date: formatCreated(scenario.retiredAt, locale) })}</span>;
}

/**
 * Edit and Delete, or Restore for a retired scenario. Sixty rows of buttons alike: each one's name
 * also says whose it is ("Edit scenario “…”"), starting with the word it shows.
 */
export function RowActions({ scenario }: { scenario: AdminScenarioView }) {
  const { t } = useTranslation('scenarioAdmin');
  const name = rowName(scenario, currentLocale());
  if (isRetired(scenario)) {
    return (
      <div className="scn-row-actions">
        <button type="button" className="btn btn-secondary btn-sm" aria-label={t('row.restoreLabel', { name })} onClick={() => askToRestore(scenario)}>
          {t('row.restore')}
        </button>
      </div>
    );
  }
  return (
    <div className="scn-row-actions">
      <button type="button" className="btn btn-secondary btn-sm" aria-label={t('row.editLabel', { name })} onClick={() => openEdit(scenario)}>
        {t('row.edit')}
      </button>
      <button type="button" className="btn btn-secondary btn-sm scn-delete" aria-label={t('row.deleteLabel', { name })} onClick={() => askToRemove(scenario)}>
        {t('row.delete')}
      </button>
    </div>
  );
}
