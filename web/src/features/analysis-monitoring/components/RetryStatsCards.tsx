import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { StatCard, type StatTone } from '../../../components/StatCard';
import { currentLocale } from '../../../lib/i18n';
import { formatRate, successTone, TONE_BADGE, type Tone } from '../state/figures';
import { monitorState } from '../state/monitor.store';

const COUNTS = ['totalSessionsAnalyzedToday', 'pendingRetries', 'recentSuccessfulRetries', 'permanentlyFailedSessions'] as const;
const TONES: Partial<Record<(typeof COUNTS)[number], StatTone>> = { pendingRetries: 'warning', recentSuccessfulRetries: 'success', permanentlyFailedSessions: 'danger' };
/** SPEC §9: 95 % and up green, 85 % and up yellow, below red. */
const RATE_TONE: Readonly<Record<Tone, StatTone>> = { good: 'success', fair: 'warning', poor: 'danger' };

/** SPEC §3 retry statistics; the success rate in its SPEC §9 colour, and in words. */
export function RetryStatsCards() {
  const { t } = useTranslation('analysisMonitoring');
  const { stats } = useSnapshot(monitorState);
  if (!stats) return null;
  const locale = currentLocale();
  const tone = successTone(stats.successRate);
  return (
    <section aria-labelledby="am-stats-title">
      <h2 id="am-stats-title" className="visually-hidden">{t('stats.title')}</h2>
      <ul className="wa-stats am-stats">
        {COUNTS.map((key) => (
          <StatCard key={key} tone={TONES[key]} className={`am-stat-${key}`} label={t(`stats.${key}`)} value={stats[key].toLocaleString(locale)} />
        ))}
        <StatCard tone={RATE_TONE[tone]} className={`am-stat-successRate am-tone-${tone}`} label={t('stats.successRate')} value={formatRate(stats.successRate, locale)}>
          <span className={`badge ${TONE_BADGE[tone]} am-tone-word`}>{t(`tone.${tone}`)}</span>
        </StatCard>
      </ul>
    </section>
  );
}
