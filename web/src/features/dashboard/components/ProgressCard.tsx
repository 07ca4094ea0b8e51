import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { dashboardState, loadProgress } from '../state/dashboard.store';
import { DashboardCard } from './DashboardCard';
import { ProgressChart } from './ProgressChart';
import { Movers, PersonalBests, Streak } from './ProgressFigures';
import '../progress.css';

/** R2.12: the weekly trend of each skill, personal bests, the streak and what moved each skill; the printable report one click away. */
export function ProgressCard() {
  const { t } = useTranslation('dashboard');
  const { progress } = useSnapshot(dashboardState);
  const data = progress.data;
  return (
    <DashboardCard id="progress" title={t('progress.title')} status={progress.status} error={t('progress.error')} onRetry={() => void loadProgress()}
      action={data && data.sessions > 0 ? <Link href={ROUTES.progressReport} className="dash-card-link">{t('progress.report')}</Link> : undefined}
      // No "Choose a scenario" here: the Average scores card just above, as empty, has one.
      empty={data && data.sessions === 0 ? <div className="dash-empty"><p>{t('progress.empty')}</p></div> : undefined}>
      {data && (
        <div className="progress-card">
          <Streak streak={data.streak} />
          <ProgressChart weeks={data.weeks} />
          <div className="progress-columns">
            <PersonalBests bests={data.personalBests} />
            <Movers movers={data.movers} />
          </div>
        </div>
      )}
    </DashboardCard>
  );
}
