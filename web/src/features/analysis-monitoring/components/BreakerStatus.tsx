import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { currentLocale } from '../../../lib/i18n';
import { BREAKER_TONE, TONE_BADGE } from '../state/figures';
import { monitorState } from '../state/monitor.store';

/** SPEC §4: the AI circuit breaker — Closed (healthy), HalfOpen or Open — with its counts and next retry. */
export function BreakerStatus() {
  const { t } = useTranslation('analysisMonitoring');
  const { stats } = useSnapshot(monitorState);
  if (!stats) return null;
  const breaker = stats.circuitBreakerStatus;
  const locale = currentLocale();
  const facts = [
    ['failures', breaker.failureCount.toLocaleString(locale)],
    ['successes', breaker.successCount.toLocaleString(locale)],
    [
      'nextRetry',
      breaker.nextRetryTime ? (
        <time dateTime={breaker.nextRetryTime}>{new Date(breaker.nextRetryTime).toLocaleTimeString(locale, { timeStyle: 'medium' })}</time>
      ) : (
        <span className="am-muted">{t('breaker.noRetry')}</span>
      ),
    ],
  ] as const;
  return (
    <section className="wa-panel am-breaker" aria-labelledby="am-breaker-title">
      <div className="wa-panel-header">
        <h2 id="am-breaker-title" className="wa-panel-title">{t('breaker.title')}</h2>
        <span className={`badge ${TONE_BADGE[BREAKER_TONE[breaker.state]]} am-breaker-state`}>{t(`breaker.state.${breaker.state}`)}</span>
      </div>
      <p className="wa-panel-intro">{t(`breaker.about.${breaker.state}`)}</p>
      <dl className="am-facts">
        {facts.map(([key, value]) => (
          <div key={key} className={`am-fact-${key}`}>
            <dt>{t(`breaker.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
