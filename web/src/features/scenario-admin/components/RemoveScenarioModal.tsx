import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import type { AdminScenarioView } from '../../../lib/contracts';
import { quotedNames, removalOf } from '../state/removal';
import { cancelRemoval, confirmRemoval, scenariosState } from '../state/scenarios.store';
import { ProblemAlert } from './ProblemAlert';

/**
 * SPEC §5: the confirmation names the scenario, and says beforehand what will happen: deleted for
 * good when never played, retired (its history kept, open sessions finishable) when it has sessions.
 */
export function RemoveScenarioModal() {
  const { t } = useTranslation('scenarioAdmin');
  const scenario = useSnapshot(scenariosState).removing as AdminScenarioView;
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const outcome = removalOf(scenario);
  const values = { ...quotedNames(scenario), count: scenario.sessionCount };

  async function confirm() {
    setWorking(true);
    setFailure(null);
    try {
      await confirmRemoval();
    } catch (error) {
      console.error(`Scenario management: the scenario could not be ${outcome}`, error);
      setFailure(error);
      setWorking(false);
    }
  }

  return (
    <Modal
      title={t(`remove.title.${outcome}`)}
      onClose={cancelRemoval}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={cancelRemoval} data-autofocus>{t('common:actions.cancel')}</button>
          <button type="button" className="btn btn-danger" onClick={() => void confirm()} disabled={working}>
            {working && <Spinner size="sm" />}
            {t(`remove.confirm.${outcome}`)}
          </button>
        </>
      }
    >
      {failure !== null && <ProblemAlert error={failure} fallbackKey={`scenarioAdmin:remove.failed.${outcome}`} />}
      <p><Trans t={t} i18nKey={`remove.question.${outcome}`} values={values} components={{ strong: <strong /> }} /></p>
      <p>{t(`remove.what.${outcome}`, values)}</p>
    </Modal>
  );
}
