import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { currentLocale } from '../../../lib/i18n';
import { localized } from '../../catalogue';
import { AchievementBadge, ScoreCircle, SKILLS, SkillsRadar } from '../../results';
import { dashboardState, loadAchievements, loadAverages } from '../state/dashboard.store';
import { DashboardCard } from './DashboardCard';

/** The learner's average of each skill over every analysed session. */
export function AverageScoresCard() {
  const { t } = useTranslation('dashboard');
  const { averages } = useSnapshot(dashboardState);
  const data = averages.data;
  return (
    <DashboardCard id="averages" title={t('averages.title')} status={averages.status} error={t('averages.error')} onRetry={() => void loadAverages()}
      empty={data && !data.hasData ? (
        <div className="dash-empty">
          <p>{t('averages.empty')}</p>
          <Link href={ROUTES.scenarios} className="btn btn-primary btn-sm">{t('averages.start')}</Link>
        </div>
      ) : undefined}>
      {data && (
        <div className="averages">
          <div className="averages-overall">
            <ScoreCircle score={data.averageScores.overall} size="sm" />
            <p className="muted">{t('averages.sessions', { count: data.sessionCount })}</p>
          </div>
          <SkillsRadar scores={Object.fromEntries(SKILLS.map((s) => [s, data.averageScores[s]])) as Record<(typeof SKILLS)[number], number>} series={t('averages.series')} height={260} />
        </div>
      )}
    </DashboardCard>
  );
}

/** Earned achievements with their dates; locked ones (collapsible) with progress towards them. */
export function AchievementsCard() {
  const { t } = useTranslation('dashboard');
  const { achievements } = useSnapshot(dashboardState);
  const [showLocked, setShowLocked] = useState(false);
  const locale = currentLocale();
  const earned = achievements.data.filter((a) => a.earnedAt);
  const locked = achievements.data.filter((a) => !a.earnedAt);
  return (
    <DashboardCard id="achievements" title={t('achievements.title')} status={achievements.status} error={t('achievements.error')}
      onRetry={() => void loadAchievements()}>
      {earned.length ? (
        <div className="achievement-list">{earned.map((a) => <AchievementBadge key={a.id} achievement={a} earnedAt />)}</div>
      ) : <p className="muted">{t('achievements.none')}</p>}
      {locked.length > 0 && (
        <div className="locked">
          <button type="button" className="locked-toggle" aria-expanded={showLocked} aria-controls="locked-list" onClick={() => setShowLocked(!showLocked)}>
            {t(showLocked ? 'achievements.hideLocked' : 'achievements.showLocked', { count: locked.length })}
          </button>
          {showLocked && (
            <ul id="locked-list" className="locked-list">
              {locked.map((a) => (
                <li key={a.id} className="locked-item">
                  <span className="achievement-icon locked-icon" aria-hidden="true">{a.icon}</span>
                  <div className="locked-body">
                    <p className="achievement-name">{localized(a, 'name', locale)}</p>
                    <p className="achievement-description">{localized(a, 'description', locale)}</p>
                    <div className="progress" role="progressbar" aria-valuemin={0} aria-valuemax={a.progress.target}
                      aria-valuenow={Math.min(a.progress.current, a.progress.target)} aria-label={localized(a, 'name', locale)}>
                      <span style={{ width: `${a.progress.percentage}%` }} />
                    </div>
                    <p className="locked-progress">
                      {t('achievements.progress', {
                        current: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(a.progress.current),
                        target: new Intl.NumberFormat(locale).format(a.progress.target),
                        percentage: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(a.progress.percentage / 100),
                      })}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </DashboardCard>
  );
}
