import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ChevronDownIcon } from '../../../components/icons';
import { usageState } from '../../usage';
import { isCoachLocked, setCoach } from '../state/coach';
import { requestEnd } from '../state/end-session';
import { simulationState } from '../state/simulation.store';
import { ParticipantsCard } from './ParticipantsCard';

const LockIcon = () => (
  <svg width={14} height={14} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <rect x="5" y="11" width="14" height="9" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </svg>
);

function CoachToggle() {
  const { t } = useTranslation('simulation');
  const { coach, connection, endPhase } = useSnapshot(simulationState);
  const { usage } = useSnapshot(usageState);
  const locked = isCoachLocked(coach, usage);
  // Shown on at once while the server is asked; a refusal turns it back off.
  const checked = coach.pending || (coach.enabled && coach.visible);
  const disabled = locked || coach.pending || connection !== 'connected' || endPhase !== 'active';
  return (
    <div className="sim-coach-toggle">
      <label className="sim-switch">
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          aria-describedby={locked ? 'sim-coach-premium' : undefined}
          onChange={(event) => void setCoach(event.target.checked)}
        />
        <span>{t('coach.toggle')}</span>
      </label>
      {locked && (
        <span id="sim-coach-premium" className="badge badge-yellow sim-premium">
          <LockIcon /> {t('coach.premium')}
        </span>
      )}
    </div>
  );
}

/** Scenario name, description and the session's controls; the details fold away on phones (≤ 768 px). */
export function SimulationHeader() {
  const { t } = useTranslation('simulation');
  const { details, endPhase, connection } = useSnapshot(simulationState);
  const [open, setOpen] = useState(false);
  if (!details) return null;
  const canEnd = endPhase === 'active' && connection === 'connected';
  const talking = endPhase === 'active' || endPhase === 'ending';
  return (
    <header className="sim-header">
      <div className="container">
        <div className="sim-header-top">
          <div className="sim-title-block">
            <p className="eyebrow sim-eyebrow">{t('eyebrow')}</p>
            <div className="sim-title-row">
              <h1 className="sim-title">{details.scenarioName}</h1>
              <button
                type="button"
                className="sim-text-button sim-details-toggle"
                aria-expanded={open}
                aria-controls="sim-details"
                onClick={() => setOpen((v) => !v)}
              >
                {open ? t('header.hideDetails') : t('header.showDetails')}
                <ChevronDownIcon size={16} className={open ? 'sim-chevron-open' : undefined} />
              </button>
            </div>
          </div>
          {talking && (
            <div className="sim-header-actions">
              <CoachToggle />
              <button type="button" className="btn btn-secondary btn-sm" onClick={requestEnd} disabled={!canEnd} aria-busy={endPhase === 'ending'}>
                {endPhase === 'ending' ? t('header.ending') : t('header.end')}
              </button>
            </div>
          )}
        </div>
        <div id="sim-details" className="sim-details" data-open={open}>
          <p className="sim-description">{details.scenarioDescription}</p>
          <div className="sim-inline-participants">
            <ParticipantsCard compact />
          </div>
        </div>
      </div>
    </header>
  );
}
