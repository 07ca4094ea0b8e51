import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { StatCard, type StatTone } from '../../../components/StatCard';
import { currentLocale } from '../../../lib/i18n';
import { monitorState } from '../state/monitor.store';

const CARDS = ['total', 'last24Hours', 'blocked', 'last7Days'] as const;
const TONES: Partial<Record<(typeof CARDS)[number], StatTone>> = { last24Hours: 'warning', blocked: 'danger', last7Days: 'accent' };

/** SPEC §2: Total Attempts, Last 24 Hours, Blocked, Last 7 Days. */
export function StatCards() {
  const { t } = useTranslation('hackingAttempts');
  const { statistics } = useSnapshot(monitorState);
  const locale = currentLocale();
  return (
    <section aria-labelledby="ha-stats-title">
      <h2 id="ha-stats-title" className="visually-hidden">{t('stats.title')}</h2>
      <ul className="wa-stats">
        {CARDS.map((key) => (
          <StatCard key={key} tone={TONES[key]} className={`ha-stat-${key}`} label={t(`stats.${key}`)} value={statistics ? statistics[key].toLocaleString(locale) : '—'} />
        ))}
      </ul>
    </section>
  );
}
