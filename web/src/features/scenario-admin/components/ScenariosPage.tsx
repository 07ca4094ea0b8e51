import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Alert } from '../../../components/Alert';
import { SuperAdminLayout } from '../../superadmin';
import { closeEditor, editorState } from '../state/editor.store';
import { leaveScenarios, refreshScenarios, scenariosState } from '../state/scenarios.store';
import { RemoveScenarioModal } from './RemoveScenarioModal';
import { RestoreScenarioModal } from './RestoreScenarioModal';
import { ScenarioEditor } from './ScenarioEditor';
import { ScenarioList } from './ScenarioList';
import { ScenarioToolbar } from './ScenarioToolbar';
import '../scenario-admin.css';

/** /superadmin/dashboard/scenarios: Scenario Management (SPEC §2). */
export default function ScenariosPage() {
  const { t } = useTranslation('scenarioAdmin');
  const { notice, removing, restoring } = useSnapshot(scenariosState);
  const { open } = useSnapshot(editorState);
  useEffect(() => {
    refreshScenarios();
    return () => {
      closeEditor();
      leaveScenarios();
    };
  }, []);
  return (
    <SuperAdminLayout>
      <div className="wa-stack">
        {notice && <Alert variant="success">{t(notice.key, notice.values)}</Alert>}
        <ScenarioToolbar />
        <ScenarioList />
      </div>
      {open && <ScenarioEditor />}
      {removing && <RemoveScenarioModal key={removing.id} />}
      {restoring && <RestoreScenarioModal key={restoring.id} />}
    </SuperAdminLayout>
  );
}
