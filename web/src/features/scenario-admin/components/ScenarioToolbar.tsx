import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Checkbox, TextField } from '../../../components/FormField';
import { Spinner } from '../../../components/Spinner';
import { openCreate } from '../state/editor.store';
import { refreshScenarios, scenariosState, setSearch, setShowRetired } from '../state/scenarios.store';

/** SPEC §2: the search box, Create Scenario and Refresh; and "Show retired", to find a retired scenario and restore it (ADR 0031). */
export function ScenarioToolbar() {
  const { t } = useTranslation('scenarioAdmin');
  const { search, showRetired, refreshing, status } = useSnapshot(scenariosState);
  return (
    <div className="scn-toolbar">
      <div role="search" className="scn-search">
        <TextField label={t('toolbar.search')} type="search" value={search} hint={t('toolbar.searchHint')} autoComplete="off"
          onChange={(e) => setSearch(e.target.value)} />
        <Checkbox label={t('toolbar.showRetired')} checked={showRetired} onChange={(e) => setShowRetired(e.target.checked)} />
      </div>
      <div className="scn-toolbar-actions">
        <button type="button" className="btn btn-primary" onClick={openCreate}>{t('toolbar.create')}</button>
        <button type="button" className="btn btn-secondary" onClick={refreshScenarios} disabled={refreshing || status === 'loading'}>
          {refreshing && <Spinner size="sm" />}
          {t('toolbar.refresh')}
        </button>
      </div>
    </div>
  );
}
