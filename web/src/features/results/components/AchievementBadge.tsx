import { useTranslation } from 'react-i18next';
import type { AchievementView } from '../../../lib/contracts';
import { currentLocale } from '../../../lib/i18n';
import { localized } from '../../catalogue';
import { formatDate } from '../../../lib/due-date';

/** One achievement: icon, name, tier and what earns it (shared by results, the dashboard and toasts). */
export function AchievementBadge({ achievement, earnedAt }: { achievement: AchievementView; earnedAt?: boolean }) {
  const { t } = useTranslation('results');
  const locale = currentLocale();
  return (
    <div className={`achievement tier-${achievement.tier.toLowerCase()}`}>
      <span className="achievement-icon" aria-hidden="true">{achievement.icon}</span>
      <div className="achievement-body">
        <p className="achievement-name">
          {localized(achievement, 'name', locale)} <span className="achievement-tier">{t(`tiers.${achievement.tier}`)}</span>
        </p>
        <p className="achievement-description">{localized(achievement, 'description', locale)}</p>
        {earnedAt && achievement.earnedAt && (
          <p className="achievement-date">{t('achievements.earnedOn', { date: formatDate(achievement.earnedAt, locale) })}</p>
        )}
      </div>
    </div>
  );
}
