import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useParams } from 'wouter';
import { ROUTES, superadminUserPath } from '../../../app/paths';
import { Alert } from '../../../components/Alert';
import { BreakableEmail } from '../../../components/BreakableEmail';
import { ArrowRightIcon } from '../../../components/icons';
import { PageSpinner } from '../../../components/Spinner';
import type { SuperAdminSessionDetail } from '../../../lib/contracts';
import { currentLocale } from '../../../lib/i18n';
import { localized } from '../../catalogue';
import { ScoreCircle } from '../../results';
import { SuperAdminLayout } from '../../superadmin';
import { formatDateTime, formatDuration } from '../state/local-time';
import { leaveSession, openSession, retrySession, sessionState } from '../state/session.store';
import { SessionStatusBadge } from './badges';
import { SessionFeedback } from './SessionFeedback';
import { SessionMessages } from './SessionMessages';
import '../people.css';

function Overview({ detail }: { detail: SuperAdminSessionDetail }) {
  const { t } = useTranslation('people');
  const locale = currentLocale();
  const facts: [string, ReactNode][] = [
    [t('session.user'), <Link href={superadminUserPath(detail.userId)} className="wa-email">
      {detail.userEmail ? <BreakableEmail email={detail.userEmail} /> : `#${detail.userId}`}</Link>],
    [t('session.persona'), detail.personaName ?? '—'],
    [t('activity.startedAt'), formatDateTime(detail.startedAt, locale)],
    [t('activity.completedAt'), formatDateTime(detail.completedAt, locale)],
    [t('activity.duration'), formatDuration(detail.durationSeconds, { m: t('units.minutes'), s: t('units.seconds') })],
    [t('session.coach'), t(detail.coachEnabled ? 'yes' : 'no')],
    [t('fields.locale'), t(`edit.locales.${detail.locale}`)],
  ];
  return (
    <div className="session-overview">
      <section className="wa-panel" aria-labelledby="session-scenario-title">
        <h2 id="session-scenario-title" className="wa-panel-title people-panel-title">{localized(detail, 'scenarioName', locale)}</h2>
        <p className="wa-panel-intro">{localized(detail, 'scenarioDescription', locale)}</p>
        <dl className="people-facts">
          {facts.map(([label, value]) => <div key={label}><dt>{label}</dt><dd>{value}</dd></div>)}
        </dl>
      </section>
      <section className="wa-panel session-performance" aria-labelledby="session-performance-title">
        <h2 id="session-performance-title" className="wa-panel-title people-panel-title">{t('session.performance')}</h2>
        <SessionStatusBadge status={detail.status} />
        {detail.overallScore === null ? <p className="people-muted">{t('session.notScored')}</p> : (
          <>
            <ScoreCircle score={detail.overallScore} />
            <p className="people-muted">{t('session.overall')}</p>
          </>
        )}
      </section>
    </div>
  );
}

/** /superadmin/dashboard/sessions/{id}: one practice session (SPEC §2 SuperAdminSessionDetail). */
export default function SessionDetailPage() {
  const { t } = useTranslation('people');
  const { id = '' } = useParams<{ id: string }>();
  const sessionId = /^\d+$/.test(id) ? Number(id) : null;
  const { detail, status } = useSnapshot(sessionState);
  useEffect(() => {
    if (sessionId !== null) openSession(sessionId);
    return leaveSession;
  }, [sessionId]);
  const shown = detail && detail.id === sessionId ? (detail as SuperAdminSessionDetail) : null;
  return (
    <SuperAdminLayout title={sessionId === null ? t('session.title') : t('session.titleOf', { id: sessionId })}>
      <div className="wa-stack">
        {(sessionId === null || status === 'missing') && (
          <>
            {/* As a missing user's page: what happened, and the way back (audit: a dead end before). */}
            <Link href={ROUTES.superadminUsers} className="people-back">
              <ArrowRightIcon size={16} className="wa-back-icon" /> {t('detail.back')}
            </Link>
            <Alert variant="error">{t('session.missing')}</Alert>
          </>
        )}
        {sessionId !== null && status === 'error' && !shown && (
          <div className="wa-problem">
            <Alert variant="error">{t('session.loadFailed')}</Alert>
            <button type="button" className="btn btn-secondary" onClick={retrySession}>{t('common:actions.retry')}</button>
          </div>
        )}
        {sessionId !== null && status === 'loading' && !shown && <PageSpinner />}
        {shown && status !== 'missing' && (
          <>
            <Overview detail={shown} />
            <SessionFeedback feedback={shown.feedback} />
            <SessionMessages detail={shown} />
          </>
        )}
      </div>
    </SuperAdminLayout>
  );
}
