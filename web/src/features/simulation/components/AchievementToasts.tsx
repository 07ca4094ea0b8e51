import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { currentLocale } from '../../../lib/i18n';
import { localized } from '../../catalogue';
import { dismissToast } from '../state/end-session';
import { simulationState } from '../state/simulation.store';

/** New achievements, one toast each. Not a live region: the page's announcer reads them out together (end-session.ts). */
export function AchievementToasts() {
  const { t } = useTranslation('simulation');
  const { toasts } = useSnapshot(simulationState);
  const locale = currentLocale();
  return (
    <div className="achievement-toasts">
      {toasts.map((a) => (
        <div key={a.id} className="achievement-toast">
          <span className="achievement-toast-icon" aria-hidden="true">{a.icon}</span>
          <div>
            <p className="achievement-toast-title">{t('ended.achievementUnlocked')}</p>
            <p className="achievement-toast-name">{localized(a, 'name', locale)}</p>
          </div>
          <button type="button" className="achievement-toast-close" onClick={() => dismissToast(a.id)} aria-label={t('ended.dismiss')}>×</button>
        </div>
      ))}
    </div>
  );
}
