import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { Alert } from '../../../components/Alert';
import { PageSpinner } from '../../../components/Spinner';
import { formatDay, todayHere } from '../../../lib/due-date';
import { currentLocale } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { authState } from '../../auth';
import { dashboardState, loadProgress } from '../state/dashboard.store';
import { ProgressChart } from './ProgressChart';
import { Movers, PersonalBests, Streak } from './ProgressFigures';
import '../dashboard.css';
import '../progress.css';

/** A one-page progress report for a learner to show a manager: printed, or saved as PDF, from the browser (A4 portrait). */
export default function ProgressReportPage() {
  const { t } = useTranslation('dashboard');
  useDocumentTitle(t('report.documentTitle'));
  useEffect(() => void loadProgress(), []);
  const { progress } = useSnapshot(dashboardState);
  const { user } = useSnapshot(authState);
  const locale = currentLocale();
  const data = progress.data;
  if (progress.status === 'loading') return <PageSpinner />;
  if (progress.status === 'error' || !data) {
    return (
      <div className="container progress-report">
        <Alert variant="error">{t('progress.error')}</Alert>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => void loadProgress()}>{t('common:actions.retry')}</button>
      </div>
    );
  }
  if (data.sessions === 0) {
    return (
      <div className="container progress-report dash-empty">
        <h1>{t('report.title')}</h1>
        <p>{t('progress.empty')}</p>
        <Link href={ROUTES.scenarios} className="btn btn-primary btn-sm">{t('progress.start')}</Link>
      </div>
    );
  }
  // A placeholder address (a social sign-in that shared none) is the product's, not the learner's.
  const learner = [user?.firstName, user?.temporaryEmail ? null : user?.email].filter(Boolean).join(' · ');
  return (
    <article className="container progress-report">
      <div className="report-actions">
        <Link href={ROUTES.dashboard} className="btn btn-secondary btn-sm">{t('report.back')}</Link>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => window.print()}>{t('report.print')}</button>
      </div>
      <header className="report-header">
        <h1>{t('report.title')}</h1>
        {learner && <p className="report-learner">{learner}</p>}
        <p className="muted">
          {t('report.range', { from: formatDay(data.weeks[0]!.weekStart, locale), to: formatDay(todayHere(), locale) })}
          {' · '}{t('report.sessions', { count: data.sessions })}
        </p>
      </header>
      <Streak streak={data.streak} />
      <section className="progress-block" aria-labelledby="trend-title">
        <h2 id="trend-title">{t('report.trend')}</h2>
        <ProgressChart weeks={data.weeks} height={260} />
      </section>
      <div className="progress-columns">
        <PersonalBests bests={data.personalBests} headingLevel={2} />
        <Movers movers={data.movers} headingLevel={2} />
      </div>
      <p className="report-footnote muted">{t('report.footnote')}</p>
    </article>
  );
}
