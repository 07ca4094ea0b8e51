import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { currentLocale } from '../../../lib/i18n';
import { isUnlimited } from '../state/allowance';
import { startUsage, usageLevel, usagePercent, usageState } from '../state/usage.store';
import '../usage.css';

function Meter({ label, used, limit }: { label: string; used: number; limit: number }) {
  const { t } = useTranslation('usage');
  const unlimited = isUnlimited(limit);
  const level = usageLevel(used, limit);
  const shownLimit = unlimited ? '∞' : String(limit);
  return (
    <div className={`usage-meter usage-${level}`}>
      <span className="usage-meter-text" aria-hidden="true">
        <span className="usage-meter-label">{label}</span>{' '}
        <span className="usage-meter-value">
          {used}/{shownLimit}
        </span>
      </span>
      <span className="visually-hidden">
        {unlimited ? t('meter.unlimited', { label, used }) : t('meter.used', { label, used, limit })}
        {level !== 'good' && ` ${t(`level.${level}`)}`}
      </span>
      <span className="usage-bar" aria-hidden="true">
        <span className="usage-bar-fill" style={{ width: `${unlimited ? 100 : usagePercent(used, limit)}%` }} />
      </span>
    </div>
  );
}

function Widget({ userId }: { userId: number }) {
  const { t } = useTranslation('usage');
  const { usage, stale } = useSnapshot(usageState);

  useEffect(() => {
    void startUsage(userId);
  }, [userId]);

  if (!usage) return null;
  const resets = new Date(usage.monthlyResetDate);
  const resetText = Number.isNaN(resets.getTime())
    ? undefined
    : t('resets', { date: resets.toLocaleDateString(currentLocale(), { day: 'numeric', month: 'long' }) });
  return (
    <section className="usage-widget" aria-label={t('label')} title={resetText}>
      <Meter label={t('sessions')} used={usage.sessionCount} limit={usage.sessionLimit} />
      <Meter label={t('coach')} used={usage.coachSessionCount} limit={usage.coachSessionLimit} />
      {/* The hover title is for the mouse; screen readers hear it here. */}
      {resetText && <span className="visually-hidden">{resetText}</span>}
      {stale && (
        <span className="usage-stale" title={t('stale')}>
          <span aria-hidden="true">!</span>
          <span className="visually-hidden">{t('stale')}</span>
        </span>
      )}
    </section>
  );
}

/** Sessions and coach sessions used this month, for the navbar on large screens (SPEC §2). */
export function UsageWidget({ userId }: { userId: number }) {
  // Its own boundary: the navbar renders outside the page's Suspense while `usage` strings load.
  return (
    <Suspense fallback={null}>
      <Widget userId={userId} />
    </Suspense>
  );
}
