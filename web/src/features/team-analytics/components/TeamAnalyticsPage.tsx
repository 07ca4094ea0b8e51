import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type Snapshot, useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { ADMIN_TEAM_ASSIGN } from '../../../app/paths';
import { Alert } from '../../../components/Alert';
import { ChartIcon } from '../../../components/icons';
import { Spinner } from '../../../components/Spinner';
import { describeError } from '../../../lib/error-message';
import { currentLocale } from '../../../lib/i18n';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { TeamSkills } from '../../../lib/team-contracts';
import { AdminLayout, LoadProblem } from '../../admin';
import { ScoreCircle, SkillsRadar } from '../../results';
import { analyticsState, downloadCsv, leaveAnalytics, loadAnalytics, loadFailureKey } from '../state/analytics.store';
import { Insights } from './Insights';
import { MemberAverages } from './MemberAverages';
import { TrendChart } from './TrendChart';
import '../team-analytics.css';

function CsvDownload() {
  const { t } = useTranslation('teamAnalytics');
  const { download, downloadError } = useSnapshot(analyticsState);
  return (
    <div className="tan-csv">
      <button type="button" className="btn btn-secondary" onClick={() => void downloadCsv(currentLocale())} disabled={download === 'busy'}>
        {download === 'busy' && <Spinner size="sm" />}
        {t('csv.download')}
      </button>
      {download === 'failed' && <Alert variant="error">{describeError(downloadError, t, 'teamAnalytics:csv.failed')}</Alert>}
    </div>
  );
}

function Report({ data }: { data: Snapshot<TeamSkills> }) {
  const { t } = useTranslation('teamAnalytics');
  // On a phone the skill names need the room around a smaller radar.
  const narrow = useMediaQuery('(max-width: 599.98px)');
  const scores = {
    empathy: data.empathyAverage,
    clarity: data.clarityAverage,
    problemSolving: data.problemSolvingAverage,
    composure: data.composureAverage,
    activeListening: data.activeListeningAverage,
  };
  return (
    <div className="wa-stack">
      <div className="tan-toolbar">
        <p className="tan-sessions">{t('sessionCount', { count: data.sessionCount })}</p>
        <CsvDownload />
      </div>
      <div className="tan-grid">
        <section className="wa-panel" aria-labelledby="tan-averages-title">
          <h2 id="tan-averages-title" className="wa-panel-title">{t('averages.title')}</h2>
          <div className="tan-averages">
            <div className="tan-overall">
              <ScoreCircle score={data.overallAverage} size="sm" />
              <p>{t('averages.overall')}</p>
            </div>
            <SkillsRadar scores={scores} series={t('averages.series')} height={320} radius={narrow ? '52%' : '68%'} />
          </div>
        </section>
        <section className="wa-panel" aria-labelledby="tan-insights-title">
          <h2 id="tan-insights-title" className="wa-panel-title tan-insights-title">{t('insights.title')}</h2>
          <Insights data={data} />
        </section>
      </div>
      <section className="wa-panel" aria-labelledby="tan-trend-title">
        <h2 id="tan-trend-title" className="wa-panel-title">{t('trend.title')}</h2>
        <TrendChart trend={data.trend} />
      </section>
      <section className="wa-panel tan-members" aria-labelledby="tan-members-title">
        <h2 id="tan-members-title" className="wa-panel-title tan-members-title">{t('members.title')}</h2>
        <MemberAverages members={data.members} />
      </section>
    </div>
  );
}

/** SPEC §8 'Analytics data not found.': nobody has an analysed session yet, said as an empty state. */
function NoDataYet() {
  const { t } = useTranslation('teamAnalytics');
  return (
    <section className="wa-empty tan-empty" aria-labelledby="tan-empty-title">
      <ChartIcon size={32} />
      <h2 id="tan-empty-title">{t('errors.notFound')}</h2>
      <p>{t('empty.body')}</p>
      <Link href={ADMIN_TEAM_ASSIGN} className="btn btn-primary">{t('empty.assign')}</Link>
    </section>
  );
}

function Analytics() {
  const { t } = useTranslation('teamAnalytics');
  const { status, data, error } = useSnapshot(analyticsState);
  useEffect(() => {
    void loadAnalytics();
    return leaveAnalytics;
  }, []);
  if (status === 'loading') return <Spinner size="lg" label={t('common:status.loading')} />;
  if (status === 'empty') return <NoDataYet />;
  if (status === 'error' || !data) return <LoadProblem error={error} fallbackKey={loadFailureKey(error)} onRetry={() => void loadAnalytics()} />;
  return <Report data={data} />;
}

/** /admin/analytics: the team's averages, insights, per-member table, weekly trend and CSV report. */
export default function TeamAnalyticsPage() {
  return (
    <AdminLayout>
      <Analytics />
    </AdminLayout>
  );
}
