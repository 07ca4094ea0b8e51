import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { superadminUserPath } from '../../../app/paths';
import { Alert } from '../../../components/Alert';
import { BreakableEmail } from '../../../components/BreakableEmail';
import { StatCard, type StatTone } from '../../../components/StatCard';
import { currentLocale } from '../../../lib/i18n';
import { loadStats, toggleOnline, usersState } from '../state/users.store';

const FIGURES = ['totalUsers', 'verifiedEmails', 'unverifiedEmails', 'totalAdmins', 'totalSuperAdmins', 'totalPremiumUsers'] as const;
const TONES: Partial<Record<(typeof FIGURES)[number], StatTone>> = { unverifiedEmails: 'warning', totalSuperAdmins: 'danger', totalPremiumUsers: 'accent' };

/** The online users: how many, and on request who (each address opens that user). */
function OnlineCard() {
  const { t } = useTranslation('people');
  const { stats, onlineOpen } = useSnapshot(usersState);
  const online = stats?.activeUserEmails ?? [];
  return (
    <StatCard tone="success" className="people-stat-online" label={t('stats.activeUsers')} value={stats ? stats.activeUsers.toLocaleString(currentLocale()) : '—'}>
      {online.length > 0 && (
        <>
          <button type="button" className="people-online-toggle" aria-expanded={onlineOpen} aria-controls="people-online-list" onClick={toggleOnline}>
            {t(onlineOpen ? 'stats.hideOnline' : 'stats.showOnline')}
          </button>
          <ul id="people-online-list" className="people-online-list" hidden={!onlineOpen}>
            {online.map((user) => (
              <li key={user.id}>
                <Link href={superadminUserPath(user.id)} className="wa-email"><BreakableEmail email={user.email} /></Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </StatCard>
  );
}

/** SPEC §2: Online Users, Total Users, Verified and Unverified Emails, Admins, Super Admins, Premium Users. */
export function UserStatsCards() {
  const { t } = useTranslation('people');
  const { stats, statsStatus } = useSnapshot(usersState);
  const locale = currentLocale();
  return (
    <section aria-labelledby="people-stats-title">
      <h2 id="people-stats-title" className="visually-hidden">{t('stats.title')}</h2>
      {statsStatus === 'error' && (
        <Alert variant="error">
          {t('stats.loadFailed')}{' '}
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void loadStats()}>{t('common:actions.retry')}</button>
        </Alert>
      )}
      <ul className="wa-stats people-stats">
        <OnlineCard />
        {FIGURES.map((key) => (
          <StatCard key={key} tone={TONES[key]} className={`people-stat-${key}`} label={t(`stats.${key}`)} value={stats ? stats[key].toLocaleString(locale) : '—'} />
        ))}
      </ul>
    </section>
  );
}
