import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { announcementText } from '../state/announcements';
import { simulationState } from '../state/simulation.store';

/**
 * Reads out the characters' finished lines, new coach tips, a walk-out, a slow reply's typing and
 * the achievements earned (streamed text would be too chatty). Only additions are read: each
 * announcement is its own node, so none cuts off the one before it.
 */
export function LiveAnnouncer() {
  const { t } = useTranslation('simulation');
  const { announcements } = useSnapshot(simulationState);
  return (
    <div className="visually-hidden" aria-live="polite" aria-relevant="additions">
      {announcements.map((a) => (
        <p key={a.id}>{announcementText(a, t)}</p>
      ))}
    </div>
  );
}
