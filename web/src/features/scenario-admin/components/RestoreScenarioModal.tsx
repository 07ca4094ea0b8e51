import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import type { AdminScenarioView } from '../../../lib/contracts';
import { currentLocale } from '../../../lib/i18n';
import { quotedNames } from '../state/removal';
import { cancelRestoring, confirmRestoring, scenariosState } from '../state/scenarios.store';
import { formatCreated } from './scenario-cells';
import { ProblemAlert } from './ProblemAlert';

/** ADR 0031: before a retired scenario is offered again, the dialog names it and says what that means for learners. */
export function RestoreScenarioModal() {
  const { t } = useTranslation('scenarioAdmin');
  const scenario = useSnapshot(scenariosState).restoring as AdminScenarioView;
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const values = { ...quotedNames(scenario), date: formatCreated(scenario.retiredAt ?? '', currentLocale()) };

  async function confirm() {
    setWorking(true);
    setFailure(null);
    try {
      await confirmRestoring();
    } catch (error) {
      console.error('Scenario management: the scenario could not be restored', error);
      setFailure(error);
      setWorking(false);
    }
  }

  return (
    <Modal
      title={t('restore.title')}
      onClose={cancelRestoring}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={cancelRestoring} data-autofocus>{t('common:actions.cancel')}</button>
          {/* aria-disabled, not disabled: a disabled button would drop the focus to the page while the call runs. */}
          <button type="button" className="btn btn-primary" onClick={() => !working && void confirm()} aria-disabled={working || undefined}>
            {working && <Spinner size="sm" />}
            {t('restore.confirm')}
          </button>
        </>
      }
    >
      {failure !== null && <ProblemAlert error={failure} fallbackKey="scenarioAdmin:restore.failed" />}
      <p><Trans t={t} i18nKey="restore.question" values={values} components={{ strong: <strong /> }} /></p>
      <p>{t('restore.what', values)}</p>
    </Modal>
  );
}
