import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { ADMIN_TEAM_ASSIGN, ADMIN_TEAM_INVITE, ROUTES } from '../../../app/paths';
import { ChartIcon, MailIcon, TargetIcon } from '../../../components/icons';
import { Spinner } from '../../../components/Spinner';
import { StatCard, type StatTone } from '../../../components/StatCard';
import { currentLocale } from '../../../lib/i18n';
import { adminState, leaveAdminPage, loadOverview } from '../state/admin.store';
import { AdminLayout } from './AdminLayout';
import { LoadProblem } from './LoadProblem';

const TONES: Readonly<Record<string, StatTone>> = { sessions: 'accent', average: 'success', due: 'warning' };

/** The four numbers of SPEC §2's overview, all from the server (nothing here is a sample). */
function OverviewCards() {
  const { t } = useTranslation('admin');
  const { overview } = useSnapshot(adminState);
  const data = overview.data;
  if (overview.status === 'loading') return <Spinner size="lg" label={t('common:status.loading')} />;
  if (overview.status === 'error' || !data) {
    return <LoadProblem error={overview.error} fallbackKey="admin:overview.loadFailed" onRetry={() => void loadOverview()} />;
  }
  const number = (value: number) => value.toLocaleString(currentLocale());
  const cards = [
    { key: 'members', value: number(data.members), note: t('overview.activeLearners', { count: data.activeLearners }) },
    { key: 'sessions', value: number(data.sessionsThisMonth), note: t('overview.sessionsNote') },
    {
      key: 'average',
      value: data.averageOverall === null ? '—' : data.averageOverall.toLocaleString(currentLocale(), { maximumFractionDigits: 1 }),
      note: data.averageOverall === null ? t('overview.noAverage') : t('overview.outOfTen'),
    },
    { key: 'due', value: number(data.assignmentsDue), note: t('overview.dueNote') },
  ];
  return (
    <section aria-labelledby="overview-stats-title">
      <h2 id="overview-stats-title" className="visually-hidden">{t('overview.statsTitle')}</h2>
      <ul className="wa-stats">
        {cards.map(({ key, value, note }) => (
          <StatCard key={key} tone={TONES[key]} className={`admin-stat-${key}`} label={t(`overview.cards.${key}`)} value={value}>
            <span className="wa-stat-note">{note}</span>
          </StatCard>
        ))}
      </ul>
    </section>
  );
}

const ACTIONS = [
  { key: 'invite', to: ADMIN_TEAM_INVITE, icon: MailIcon },
  { key: 'assign', to: ADMIN_TEAM_ASSIGN, icon: TargetIcon },
  { key: 'analytics', to: ROUTES.adminAnalytics, icon: ChartIcon },
] as const;

function QuickActions() {
  const { t } = useTranslation('admin');
  return (
    <section className="wa-panel" aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className="wa-panel-title admin-quick-title">{t('overview.quickActions')}</h2>
      <ul className="admin-quick">
        {ACTIONS.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link href={to} className="admin-quick-link">
              <Icon size={22} />
              <span>
                <span className="admin-quick-name">{t(`overview.actions.${key}.name`)}</span>
                <span className="admin-quick-hint">{t(`overview.actions.${key}.hint`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Overview() {
  useEffect(() => {
    void loadOverview();
    return leaveAdminPage;
  }, []);
  return (
    <div className="wa-stack">
      <OverviewCards />
      <QuickActions />
    </div>
  );
}

/** /admin/dashboard: the team at a glance and the three things an admin comes to do. */
export default function AdminOverviewPage() {
  return (
    <AdminLayout>
      <Overview />
    </AdminLayout>
  );
}
