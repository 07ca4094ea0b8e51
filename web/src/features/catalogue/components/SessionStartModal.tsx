import { type FormEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Alert } from '../../../components/Alert';
import { Checkbox } from '../../../components/FormField';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { currentLocale } from '../../../lib/i18n';
import { useFocusAfterRender } from '../../../lib/use-focus-first-invalid';
import { useRenewalDate } from '../../usage';
import { localized } from '../state/localize';
import { closeSessionStart, pressStart, sessionStartState, setCoachEnabled, type StartBlock, startWaits } from '../state/session-start.store';
import { CastLooks } from './CastLooks';
import { CharacterSetup } from './CharacterSetup';
import { PersonaPicker } from './PersonaPicker';
import { StartProblemNotice } from './StartProblemNotice';

const FORM_ID = 'session-start-form';

/** Where the keyboard goes to fix what kept Start from starting: the first style, Retry, a failed avatar's Regenerate. */
const FIX: Record<StartBlock, string> = {
  persona: 'input[name="persona"]',
  details: '[data-start-fix="details"]',
  avatar: '[data-start-fix="avatar"]',
};

/**
 * SPEC §2 "Session-start modal". Refusals of the server show in the footer, which never scrolls out
 * of view. Start waits only while something loads or the start is under way; pressed with a style
 * still to choose (or a failed load), it says so at that place and takes the focus there. While it
 * waits it is aria-disabled, not `disabled`, and pressStart ignores the press (as the login form's
 * button does): a `disabled` button would drop a keyboard user's focus to the page as it starts.
 */
export function SessionStartModal() {
  const { t } = useTranslation('catalogue');
  const state = useSnapshot(sessionStartState);
  const { scenario, coachEnabled, coachLocked, starting, problem } = state;
  const renews = useRenewalDate();
  const formRef = useRef<HTMLFormElement>(null);
  const focusAfterRender = useFocusAfterRender(formRef);
  if (!scenario) return null;
  const locale = currentLocale();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const block = pressStart();
    if (block) focusAfterRender(FIX[block]);
  };

  const footer = (
    <>
      {problem && <StartProblemNotice problem={problem} starting={starting} />}
      <button type="button" className="btn btn-secondary" onClick={closeSessionStart}>
        {t('common:actions.cancel')}
      </button>
      <button type="submit" form={FORM_ID} className="btn btn-primary" aria-disabled={startWaits(state) || undefined}>
        {starting && <Spinner size="sm" />}
        {starting ? t('start.starting') : t('start.submit')}
      </button>
    </>
  );

  return (
    <Modal title={localized(scenario, 'name', locale)} onClose={closeSessionStart} footer={footer}>
      <form ref={formRef} id={FORM_ID} className="session-start" onSubmit={onSubmit} noValidate>
        <p className="session-start-description">{localized(scenario, 'description', locale)}</p>
        <PersonaPicker />
        <CharacterSetup />
        <CastLooks />
        <div className="coach-toggle">
          <Checkbox
            role="switch"
            label={t('start.coach.label')}
            checked={coachEnabled}
            disabled={coachLocked}
            onChange={(e) => setCoachEnabled(e.target.checked)}
            aria-describedby="coach-hint"
          />
          <p id="coach-hint" className="field-hint">
            {t('start.coach.hint')}
          </p>
          {coachLocked && <Alert variant="warning">{renews ? t('start.coach.lockedRenews', { date: renews }) : t('start.coach.locked')}</Alert>}
        </div>
      </form>
    </Modal>
  );
}
