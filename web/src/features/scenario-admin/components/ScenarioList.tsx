import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Alert } from '../../../components/Alert';
import { PageSpinner, Spinner } from '../../../components/Spinner';
import type { AdminScenarioView } from '../../../lib/contracts';
import { useMediaQuery } from '../../../lib/use-media-query';
import { describeProblem } from '../state/problem';
import { refreshScenarios, scenariosState } from '../state/scenarios.store';
import { filterScenarios } from '../state/search';
import { listCount, listedScenarios } from '../state/retired';
import { ScenarioCards } from './ScenarioCards';
import { ScenariosTable } from './ScenariosTable';

/**
 * The scenarios as the search leaves them (with the retired ones when asked): a table (cards below
 * 768 px), the empty sentence, or what went wrong.
 */
export function ScenarioList() {
  const { t } = useTranslation('scenarioAdmin');
  const { status, scenarios, retired, showRetired, search, error, refreshing } = useSnapshot(scenariosState);
  const narrow = useMediaQuery('(max-width: 767.98px)');
  const offered = (scenarios ?? []) as AdminScenarioView[];
  const all = listedScenarios(offered, retired as AdminScenarioView[] | null, showRetired);
  const counted = listCount(offered, retired, showRetired);
  const shown = filterScenarios(all, search);
  return (
    <section className="scn-list" aria-labelledby="scn-list-title" aria-busy={status === 'loading' || refreshing}>
      <div className="scn-list-header">
        <h2 id="scn-list-title" className="scn-list-title">{t('list.title')}</h2>
        {status === 'ready' && (
          <span className="scn-count" role="status">
            {shown.length !== all.length
              ? t('list.shown', { count: all.length, shown: shown.length })
              : counted.retired === null ? t('list.count', counted) : t('list.countWithRetired', counted)}
          </span>
        )}
        {refreshing && <Spinner size="sm" label={t('list.refreshing')} />}
      </div>
      {status === 'loading' && <PageSpinner />}
      {status === 'error' && (
        <div className="wa-problem">
          <Alert variant="error">{describeProblem(error, t, 'scenarioAdmin:list.failed')}</Alert>
          <button type="button" className="btn btn-secondary" onClick={refreshScenarios}>{t('common:actions.retry')}</button>
        </div>
      )}
      {status === 'ready' &&
        (shown.length === 0 ? (
          <p className="wa-empty">{t(all.length === 0 ? 'list.none' : 'list.empty')}</p>
        ) : narrow ? (
          <ScenarioCards scenarios={shown} />
        ) : (
          <ScenariosTable scenarios={shown} />
        ))}
    </section>
  );
}
