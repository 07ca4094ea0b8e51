import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Alert } from '../../../components/Alert';
import { Checkbox } from '../../../components/FormField';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { currentLocale } from '../../../lib/i18n';
import { useRenewalDate } from '../../usage';
import { localized } from '../state/localize';
import { canStart, closeSessionStart, sessionStartState, setCoachEnabled, startSession } from '../state/session-start.store';
import { CastLooks } from './CastLooks';
import { CharacterSetup } from './CharacterSetup';
import { PersonaPicker } from './PersonaPicker';
import { StartProblemNotice } from './StartProblemNotice';

const FORM_ID = 'session-start-form';

/** SPEC §2 "Session-start modal". Problems show in the footer, which never scrolls out of view. */
export function SessionStartModal() {
  const { t } = useTranslation('catalogue');
  const state = useSnapshot(sessionStartState);
  const { scenario, coachEnabled, coachLocked, starting, problem } = state;
  const renews = useRenewalDate();
  if (!scenario) return null;
  const locale = currentLocale();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void startSession();
  };

  const footer = (
    <>
      {problem && <StartProblemNotice problem={problem} starting={starting} />}
      {state.personaId === null && <p className="start-footer-note">{t('start.chooseStyle')}</p>}
      <button type="button" className="btn btn-secondary" onClick={closeSessionStart}>
        {t('common:actions.cancel')}
      </button>
      <button type="submit" form={FORM_ID} className="btn btn-primary" disabled={!canStart(state)}>
        {starting && <Spinner size="sm" />}
        {starting ? t('start.starting') : t('start.submit')}
      </button>
    </>
  );

  return (
    <Modal title={localized(scenario, 'name', locale)} onClose={closeSessionStart} footer={footer}>
      <form id={FORM_ID} className="session-start" onSubmit={onSubmit} noValidate>
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
