import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Alert } from '../../../components/Alert';
import { CloseIcon } from '../../../components/icons';
import { simulationState } from '../state/simulation.store';
import { focusComposer } from './focus-composer';

/**
 * Said plainly above the conversation when today's AI allowance is spent and the built-in engine
 * plays the character: the replies change in kind, and the learner should know why and for how long.
 */
export function AiBudgetNotice() {
  const { t } = useTranslation('simulation');
  const { details } = useSnapshot(simulationState);
  const [dismissed, setDismissed] = useState(false);
  if (details?.engineReason !== 'ai-budget' || dismissed) return null;
  return (
    <div className="sim-notice-row">
      <Alert variant="info" title={t('aiBudget.title')}>{t('aiBudget.body')}</Alert>
      <button type="button" className="icon-button sim-notice-close" onClick={() => { setDismissed(true); focusComposer(); }} aria-label={t('dismiss')}>
        <CloseIcon size={18} />
      </button>
    </div>
  );
}
