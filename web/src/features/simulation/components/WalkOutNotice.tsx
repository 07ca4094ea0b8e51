import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { LogoutIcon } from '../../../components/icons';
import { requestEnd } from '../state/end-session';
import { simulationState } from '../state/simulation.store';
import { Avatar } from './Avatar';

/** Whoever was in the message box when it closed lands on the one thing left to do. */
function focusWasInComposer(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !!active.closest('.sim-composer');
}

/**
 * At the end of the conversation once a character has walked out: who left, what it means, and the
 * way on (ending asks for confirmation like the header's button). After the end, just the fact.
 */
export function WalkOutNotice({ userName }: { userName: string }) {
  const { t } = useTranslation('simulation');
  const { characterLeft, endPhase, speakers, details, connection } = useSnapshot(simulationState);
  const button = useRef<HTMLButtonElement>(null);
  const active = endPhase === 'active' || endPhase === 'ending';

  useEffect(() => {
    if (characterLeft && endPhase === 'active' && focusWasInComposer()) button.current?.focus();
  }, [characterLeft, endPhase]);

  if (!characterLeft) return null;
  const title = characterLeft.name ? t('left.title', { name: characterLeft.name }) : t('left.titleSomeone');
  return (
    <section className="sim-left" aria-labelledby="sim-left-title">
      <span className="sim-left-figure" aria-hidden="true">
        <Avatar speaker={characterLeft} speakers={speakers} personaAvatarUrl={details?.personaAvatarUrl ?? null} userName={userName} />
        <span className="sim-left-badge">
          <LogoutIcon size={14} />
        </span>
      </span>
      <div className="sim-left-body">
        <h2 id="sim-left-title" className="sim-left-title">{title}</h2>
        {active && (
          <>
            <p id="sim-left-text" className="sim-left-text">{t('left.body')}</p>
            <button
              ref={button}
              type="button"
              className="btn btn-primary btn-sm sim-left-end"
              onClick={requestEnd}
              disabled={endPhase !== 'active' || connection !== 'connected'}
              aria-describedby="sim-left-title sim-left-text"
            >
              {endPhase === 'ending' ? t('header.ending') : t('left.end')}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
