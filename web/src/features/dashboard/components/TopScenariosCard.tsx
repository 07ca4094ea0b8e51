import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { ROUTES, scenarioPath } from '../../../app/paths';
import { currentLocale } from '../../../lib/i18n';
import { DifficultyBadge, localized } from '../../catalogue';
import { ScoreBadge, SKILLS } from '../../results';
import { dashboardState, loadTopScenarios } from '../state/dashboard.store';
import { DashboardCard } from './DashboardCard';

/** SPEC §2 "Home details": the three most completed scenarios with the community's averages. */
export function TopScenariosCard() {
  const { t } = useTranslation(['dashboard', 'results']);
  const { top } = useSnapshot(dashboardState);
  const locale = currentLocale();
  return (
    <DashboardCard id="top" title={t('top.title')} status={top.status} error={t('top.error')} onRetry={() => void loadTopScenarios()}
      action={<Link href={ROUTES.scenarios} className="dash-card-link">{t('top.viewAll')}</Link>}
      empty={top.data.length === 0 ? <p className="muted">{t('top.empty')}</p> : undefined}>
      <ol className="top-list">
        {top.data.map((s, i) => (
          <li key={s.id} className="top-item">
            <span className="top-rank" aria-label={t('top.rank', { rank: i + 1 })}>{i + 1}</span>
            <div className="top-body">
              <Link href={scenarioPath(s.id)} className="top-name">{localized(s, 'name', locale)}</Link>
              <p className="top-description">{localized(s, 'description', locale)}</p>
              <p className="top-meta">
                <span className="badge badge-neutral">{localized(s, 'category', locale)}</span>
                <DifficultyBadge difficulty={s.difficulty} />
                <span className="muted">{t('top.completions', { count: s.completionCount })}</span>
              </p>
              {SKILLS.some((skill) => s.skillAverages[skill] !== null) ? (
                <p className="top-skills" aria-label={t('top.averages')}>
                  {SKILLS.map((skill) => {
                    const average = s.skillAverages[skill];
                    return average === null ? null : <ScoreBadge key={skill} score={average} label={t(`results:skills.${skill}`)} />;
                  })}
                </p>
              ) : (
                // Published only once enough learners finished it: the server keeps a few learners' own scores private.
                <p className="top-skills muted">{t('top.averagesPending')}</p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </DashboardCard>
  );
}
