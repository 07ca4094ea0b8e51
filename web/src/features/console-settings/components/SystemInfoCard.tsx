import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import type { HealthResponse } from '../../../lib/contracts';
import { consoleSettingsApi } from '../api/console-settings.api';
import { uptimeParts } from '../state/system-facts';

/** What the server says of itself (GET /api/health): its state, version, uptime and database. Nothing made up. */
export function SystemInfoCard() {
  const { t } = useTranslation('consoleSettings');
  const [health, setHealth] = useState<HealthResponse | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const load = (signal?: AbortSignal) => {
    setStatus('loading');
    consoleSettingsApi.health(signal).then(
      (answer) => {
        setHealth(answer);
        setStatus('ready');
      },
      (error: unknown) => {
        if (signal?.aborted) return;
        console.error('Account settings: the health check failed', error);
        setStatus('error');
      },
    );
  };
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, []);

  const uptime = health ? uptimeParts(health.uptimeSeconds).map((p) => t(`system.units.${p.unit}`, { count: p.value })).join(' ') : '';
  return (
    <section className="settings-section" aria-labelledby="console-system-title" aria-busy={status === 'loading'}>
      <h2 id="console-system-title" className="settings-section-title">{t('system.title')}</h2>
      {status === 'loading' && <p className="settings-loading"><Spinner size="sm" /> {t('common:status.loading')}</p>}
      {status === 'error' && (
        <p className="settings-empty">
          {t('system.failed')}{' '}
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => load()}>{t('common:actions.retry')}</button>
        </p>
      )}
      {status === 'ready' && health && (
        <dl className="console-facts">
          <div>
            <dt>{t('system.status')}</dt>
            <dd><span className={`badge ${health.status === 'ok' ? 'badge-green' : 'badge-yellow'}`}>{t(`system.statuses.${health.status}`)}</span></dd>
          </div>
          <div><dt>{t('system.version')}</dt><dd>{health.version}</dd></div>
          <div><dt>{t('system.uptime')}</dt><dd>{uptime}</dd></div>
          <div>
            <dt>{t('system.database')}</dt>
            <dd><span className={`badge ${health.database === 'ok' ? 'badge-green' : 'badge-red'}`}>{t(`system.databases.${health.database}`)}</span></dd>
          </div>
        </dl>
      )}
    </section>
  );
}
