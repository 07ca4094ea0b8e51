import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { CloseIcon, LightbulbIcon } from '../../../components/icons';
import { closeTip, openTips, showTip } from '../state/coach';
import { simulationState } from '../state/simulation.store';

/**
 * Focus follows the learner between the lightbulb and the card: opened from the lightbulb, the
 * card takes focus; closed with its button, focus returns to the lightbulb. A tip that pops up by
 * itself takes nothing (the live region reads it out).
 */
let focusNext: 'card' | 'bulb' | null = null;

/** The floating lightbulb with the count of tips not yet seen; shown while the card is closed. */
export function CoachFab() {
  const { t } = useTranslation('simulation');
  const { coach } = useSnapshot(simulationState);
  const bulb = useRef<HTMLButtonElement>(null);
  const shown = coach.visible && coach.tips.length > 0 && !coach.open;

  useEffect(() => {
    if (shown && focusNext === 'bulb') bulb.current?.focus();
    if (shown) focusNext = null;
  }, [shown]);

  if (!shown) return null;
  const unseen = coach.tips.length - coach.seen;
  return (
    <button
      ref={bulb}
      type="button"
      className="sim-coach-fab"
      aria-label={unseen > 0 ? t('coach.showNew', { count: unseen }) : t('coach.show')}
      onClick={() => {
        focusNext = 'card';
        openTips();
      }}
    >
      <LightbulbIcon size={24} />
      {unseen > 0 && (
        <span className="sim-coach-badge" aria-hidden="true">
          {unseen}
        </span>
      )}
    </button>
  );
}

/** The coach's tip with a close button (and paging when there are several). */
export function CoachCard() {
  const { t } = useTranslation('simulation');
  const { coach } = useSnapshot(simulationState);
  const card = useRef<HTMLElement>(null);
  const shown = coach.visible && coach.tips.length > 0 && coach.open;

  useEffect(() => {
    if (shown && focusNext === 'card') card.current?.focus();
    if (shown) focusNext = null;
  }, [shown]);
  // A new tip below the participants would open out of sight in the side column: bring it into view there.
  useEffect(() => {
    if (shown) card.current?.scrollIntoView?.({ block: 'nearest' });
  }, [shown, coach.tips.length, coach.index]);

  if (!shown) return null;
  const total = coach.tips.length;
  return (
    <aside ref={card} className="sim-coach-card" aria-labelledby="sim-coach-title" tabIndex={-1}>
      <div className="sim-coach-head">
        <span className="sim-coach-icon" aria-hidden="true">
          <LightbulbIcon size={18} />
        </span>
        <h2 id="sim-coach-title" className="sim-coach-title">
          {t('coach.tip')}
        </h2>
        {total > 1 && <span className="sim-coach-count">{t('coach.tipCount', { current: coach.index + 1, total })}</span>}
        <button
          type="button"
          className="icon-button sim-coach-close"
          aria-label={t('coach.close')}
          onClick={() => {
            focusNext = 'bulb';
            closeTip();
          }}
        >
          <CloseIcon size={18} />
        </button>
      </div>
      <p className="sim-coach-text">{coach.tips[coach.index]}</p>
      {total > 1 && (
        <div className="sim-coach-nav">
          {/* aria-disabled at the ends, not disabled: the focused button would drop the focus to the page. */}
          <button type="button" className="sim-text-button" aria-disabled={coach.index === 0 || undefined} onClick={() => showTip(coach.index - 1)}>
            {t('coach.previous')}
          </button>
          <button type="button" className="sim-text-button" aria-disabled={coach.index >= total - 1 || undefined} onClick={() => showTip(coach.index + 1)}>
            {t('coach.next')}
          </button>
        </div>
      )}
    </aside>
  );
}
