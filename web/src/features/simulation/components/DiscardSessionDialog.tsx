import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { Modal } from '../../../components/Modal';
import { discardSession, type DiscardOutcome } from '../state/discard-session';

interface DiscardSessionDialogProps {
  sessionId: number;
  /** The session's scenario, named in the question when asked away from the conversation. */
  scenarioName?: string;
  onCancel: () => void;
  onDiscarded: () => void;
}

/**
 * Asks before throwing away a session the learner has not written in (it has nothing to analyse),
 * from the conversation's End button or the dashboard's unfinished sessions.
 */
export function DiscardSessionDialog({ sessionId, scenarioName, onCancel, onDiscarded }: DiscardSessionDialogProps) {
  const { t } = useTranslation('simulation');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Exclude<DiscardOutcome, 'discarded'> | null>(null);
  const discard = async () => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    const outcome = await discardSession(sessionId);
    setBusy(false);
    if (outcome === 'discarded') onDiscarded();
    else setProblem(outcome);
  };
  return (
    <Modal
      title={scenarioName ? t('discard.titleNamed', { name: scenarioName }) : t('discard.title')}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onCancel} data-autofocus>
            {t('discard.keep')}
          </button>
          <button type="button" className="btn btn-danger" onClick={() => void discard()} aria-disabled={busy}
            disabled={problem === 'spoken'}>
            {busy ? t('discard.busy') : t('discard.confirm')}
          </button>
        </>
      }
    >
      <p>{t('discard.body')}</p>
      {problem && <Alert variant="error">{t(problem === 'spoken' ? 'discard.spoken' : 'discard.failed')}</Alert>}
    </Modal>
  );
}
