import { useTranslation } from 'react-i18next';
import type { HackingAttemptView } from '../../../lib/contracts';
import { currentLocale } from '../../../lib/i18n';
import { openDetails } from '../state/monitor.store';
import { RiskBadge, StatusBadge } from './AttemptBadges';
import { detailsLabel, formatTime, SessionRef } from './attempt-format';

/** The table's rows as cards, for phones: every column in view without scrolling sideways. */
export function AttemptCards({ attempts }: { attempts: readonly HackingAttemptView[] }) {
  const { t } = useTranslation('hackingAttempts');
  const locale = currentLocale();
  return (
    <ul className="ha-cards">
      {attempts.map((attempt) => (
        <li key={attempt.id} className="ha-card">
          <div className="ha-card-top">
            <time dateTime={attempt.attemptTime}>{formatTime(attempt.attemptTime, locale)}</time>
            <span className="ha-card-badges">
              <RiskBadge level={attempt.riskLevel} />
              <StatusBadge blocked={attempt.wasBlocked} />
            </span>
          </div>
          <dl className="ha-card-facts">
            <div><dt>{t('table.user')}</dt><dd className="ha-user">{attempt.userEmail ?? t('unknownUser')}</dd></div>
            <div><dt>{t('table.session')}</dt><dd><SessionRef sessionId={attempt.sessionId} /></dd></div>
            <div><dt>{t('table.ip')}</dt><dd className="ha-mono">{attempt.userIP ?? '—'}</dd></div>
          </dl>
          <button type="button" className="btn btn-secondary btn-sm" aria-label={detailsLabel(attempt, t, locale)} onClick={() => openDetails(attempt.id)}>
            {t('table.viewDetails')}
          </button>
        </li>
      ))}
    </ul>
  );
}
