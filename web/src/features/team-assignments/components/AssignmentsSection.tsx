import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Alert } from '../../../components/Alert';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { describeError } from '../../../lib/error-message';
import { currentLocale } from '../../../lib/i18n';
import { LoadProblem } from '../../admin';
import { localized } from '../../catalogue';
import { announce, askToRemove, assignmentsState, confirmRemove, leaveAssignments, loadAssignments, toggleForm } from '../state/team-assignments.store';
import { AssignmentCard } from './AssignmentCard';
import { type AssignableMember, AssignmentForm } from './AssignmentForm';
import '../team-assignments.css';

const FORM_ID = 'assignment-form';

function RemoveDialog() {
  const { t } = useTranslation('teamAssignments');
  const { removing, removeBusy, removeError } = useSnapshot(assignmentsState);
  if (!removing) return null;
  const name = localized(removing, 'scenarioName', currentLocale());
  const close = () => !removeBusy && askToRemove(null);
  const remove = async () => {
    if (await confirmRemove()) announce(t('announce.removed', { name }));
  };
  return (
    <Modal title={t('remove.title')} onClose={close} footer={
      <>
        <button type="button" className="btn btn-secondary" onClick={close} disabled={removeBusy} data-autofocus>{t('common:actions.cancel')}</button>
        <button type="button" className="btn btn-danger" onClick={() => void remove()} disabled={removeBusy}>
          {removeBusy && <Spinner size="sm" />}
          {t('remove.action')}
        </button>
      </>
    }>
      {removeError ? <Alert variant="error">{describeError(removeError, t, 'teamAssignments:remove.failed')}</Alert> : null}
      <p className="ta-confirm-text">{t('remove.body', { name })}</p>
    </Modal>
  );
}

/** Team Management's assignments: create (scenario, due date, pass score, who), list with statuses, remove. */
export function AssignmentsSection({ members, openForm = false }: { members: readonly AssignableMember[]; openForm?: boolean }) {
  const { t } = useTranslation('teamAssignments');
  const { status, assignments, loadError, formOpen, announcement } = useSnapshot(assignmentsState);
  useEffect(() => {
    void loadAssignments();
    // The overview's "Assign a scenario" arrives with the form open and the section in view.
    if (openForm) {
      toggleForm(true);
      document.getElementById('assignments')?.scrollIntoView();
    }
    return leaveAssignments;
  }, []); // on arrival only
  return (
    <section id="assignments" className="wa-panel" aria-labelledby="assignments-title">
      <header className="wa-panel-header">
        <h2 id="assignments-title" className="wa-panel-title">{t('title')}</h2>
        <button type="button" className="btn btn-primary btn-sm" aria-expanded={formOpen} aria-controls={FORM_ID} onClick={() => toggleForm()}>
          {t('toggle')}
        </button>
      </header>
      <p className="wa-panel-intro">{t('intro')}</p>
      <p className="visually-hidden" role="status">{announcement}</p>
      {formOpen && <AssignmentForm id={FORM_ID} members={members} />}
      {status === 'loading' && <Spinner size="md" label={t('common:status.loading')} />}
      {status === 'error' && <LoadProblem error={loadError} fallbackKey="teamAssignments:loadFailed" onRetry={() => void loadAssignments()} />}
      {status === 'ready' && assignments.length === 0 && <p className="wa-empty">{t('empty')}</p>}
      {status === 'ready' && assignments.length > 0 && (
        <ul className="ta-list">
          {assignments.map((a) => <AssignmentCard key={a.id} assignment={a} />)}
        </ul>
      )}
      <RemoveDialog />
    </section>
  );
}
