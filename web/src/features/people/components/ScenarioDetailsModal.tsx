import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { superadminSessionPath } from '../../../app/paths';
import { Alert } from '../../../components/Alert';
import { LoadFailed } from '../../../components/LoadFailed';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import type { AdminScenarioDetail } from '../../../lib/contracts';
import { currentLocale } from '../../../lib/i18n';
import { localized } from '../../catalogue';
import { Facts } from './Facts';
import { closeScenarioDetails, retryScenarioDetails, scenarioDetails } from '../state/scenario-details';

/** SPEC §2 User detail "Scenario Details": what the learner practised in an Activity row, and a way to that session. */
export function ScenarioDetailsModal() {
  const { t } = useTranslation('people');
  const { item, status, scenario, error } = useSnapshot(scenarioDetails);
  if (!item) return null;
  const locale = currentLocale();
  return (
    <Modal title={t('scenarioDetails.title')} onClose={closeScenarioDetails} footer={
      <>
        <Link href={superadminSessionPath(item.sessionId)} className="btn btn-secondary" onClick={closeScenarioDetails}>{t('scenarioDetails.openSession')}</Link>
        <button type="button" className="btn btn-primary" onClick={closeScenarioDetails}>{t('common:actions.close')}</button>
      </>
    }>
      <h3 className="people-scenario-name">{localized(item, 'scenarioName', locale)}</h3>
      {status === 'loading' && <div className="people-scenario-loading"><Spinner label={t('common:status.loading')} /></div>}
      {status === 'error' && <LoadFailed error={error} messageKey="people:scenarioDetails.loadFailed" onRetry={retryScenarioDetails} />}
      {status === 'retired' && <Alert variant="info">{t('scenarioDetails.retired')}</Alert>}
      {status === 'ready' && scenario && <ScenarioFacts scenario={scenario as AdminScenarioDetail} />}
    </Modal>
  );
}

function ScenarioFacts({ scenario }: { scenario: AdminScenarioDetail }) {
  const { t } = useTranslation('people');
  const locale = currentLocale();
  const facts: [string, string][] = [
    [t('scenarioDetails.category'), localized(scenario, 'category', locale)],
    [t('scenarioDetails.difficulty'), localized(scenario, 'difficulty', locale)],
    [t('scenarioDetails.personas'), scenario.personas.map((p) => localized(p, 'name', locale)).join(', ') || t('scenarioDetails.noPersonas')],
    [t('scenarioDetails.sessions'), scenario.sessionCount.toLocaleString(locale)],
  ];
  return (
    <>
      <p className="people-scenario-description">{localized(scenario, 'description', locale)}</p>
      <Facts facts={facts} />
      <details className="people-scenario-prompt">
        <summary>{t('scenarioDetails.systemPrompt')}</summary>
        {/* Focusable: a long prompt scrolls, and a keyboard must be able to scroll it (axe scrollable-region-focusable). */}
        <pre tabIndex={0}>{scenario.systemPrompt}</pre>
      </details>
    </>
  );
}
