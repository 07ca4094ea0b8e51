import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Alert } from '../../../components/Alert';
import { RefreshIcon } from '../../../components/icons';
import { Spinner } from '../../../components/Spinner';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-message';
import { currentLocale } from '../../../lib/i18n';
import { monitorState, refreshNow } from '../state/monitor.store';

/** What the countdown says: the seconds to the next refresh, or why it is not counting. */
function Countdown() {
  const { t } = useTranslation('analysisMonitoring');
  const { countdown } = useSnapshot(monitorState);
  if (countdown.refreshing) return <span className="am-countdown"><Spinner size="sm" /> {t('refresh.refreshing')}</span>;
  if (countdown.paused) return <span className="am-countdown">{t('refresh.paused')}</span>;
  // role=timer is not announced on every tick, which a live region would be.
  return <span className="am-countdown" role="timer">{t('refresh.in', { count: countdown.secondsLeft })}</span>;
}

/**
 * SPEC §2/§9: auto-refresh every 30 s with its countdown, and Refresh now. A failed refresh keeps
 * the figures and says so (SPEC §8) with when they are from; Refresh now is its retry.
 */
export function RefreshBar() {
  const { t } = useTranslation('analysisMonitoring');
  const { loadedAt, error, countdown } = useSnapshot(monitorState);
  const time = loadedAt ? new Date(loadedAt).toLocaleTimeString(currentLocale(), { timeStyle: 'medium' }) : '';
  const failure = isApiError(error, 'NETWORK_ERROR') ? describeError(error, t, 'analysisMonitoring:loadFailed') : t('loadFailed');
  return (
    <>
      <div className="am-refresh">
        <p className="am-refresh-text">
          <Countdown />
          {loadedAt && <span className="am-muted am-updated">{t('refresh.updatedAt', { time })}</span>}
        </p>
        {/* aria-disabled, not disabled: a keyboard user's focus stays on the button while it works. */}
        <button type="button" className="btn btn-secondary btn-sm" aria-disabled={countdown.refreshing ? true : undefined}
          onClick={() => !countdown.refreshing && refreshNow()}>
          <RefreshIcon size={16} /> {t('refresh.now')}
        </button>
      </div>
      {error !== null && (
        <Alert variant="error">
          {failure} {t('refresh.stale', { time })}{' '}
          <button type="button" className="btn btn-secondary btn-sm" aria-disabled={countdown.refreshing ? true : undefined}
            onClick={() => !countdown.refreshing && refreshNow()}>
            {t('common:actions.retry')}
          </button>
        </Alert>
      )}
    </>
  );
}
