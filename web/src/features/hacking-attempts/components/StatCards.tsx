import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { currentLocale } from '../../../lib/i18n';
import { monitorState } from '../state/monitor.store';

const CARDS = ['total', 'last24Hours', 'blocked', 'last7Days'] as const;

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
          <li key={key} className={`wa-stat ha-stat-${key}`}>
            <span className="wa-stat-label">{t(`stats.${key}`)}</span>
            <span className="wa-stat-value">{statistics ? statistics[key].toLocaleString(locale) : '—'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
