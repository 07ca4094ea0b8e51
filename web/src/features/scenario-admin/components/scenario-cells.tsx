import { useTranslation } from 'react-i18next';
import type { AdminScenarioView } from '../../../lib/contracts';
import { currentLocale } from '../../../lib/i18n';
import { localized } from '../../catalogue';
import { askToRemove } from '../state/scenarios.store';
import { openEdit } from '../state/editor.store';

/** The id of the element naming a scenario, so each Edit and Delete says whose it is. */
export const nameId = (scenario: Pick<AdminScenarioView, 'id'>, where: string) => `scn-${where}-name-${scenario.id}`;

export function formatCreated(iso: string, locale = currentLocale()): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
}

export function PersonaNames({ scenario }: { scenario: AdminScenarioView }) {
  const locale = currentLocale();
  if (scenario.personas.length === 0) return <>—</>;
  return <>{scenario.personas.map((persona) => localized(persona, 'name', locale)).join(', ')}</>;
}

export function RowActions({ scenario, where }: { scenario: AdminScenarioView; where: string }) {
  const { t } = useTranslation('scenarioAdmin');
  return (
    <div className="scn-row-actions">
      <button type="button" className="btn btn-secondary btn-sm" aria-describedby={nameId(scenario, where)} onClick={() => openEdit(scenario)}>
        {t('row.edit')}
      </button>
      <button type="button" className="btn btn-secondary btn-sm scn-delete" aria-describedby={nameId(scenario, where)} onClick={() => askToRemove(scenario)}>
        {t('row.delete')}
      </button>
    </div>
  );
}
