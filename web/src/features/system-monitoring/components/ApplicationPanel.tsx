import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import type { SystemMetrics } from '../../../lib/contracts';
import { currentLocale } from '../../../lib/i18n';
import { formatMegabytes, formatPercent, formatSize, MB } from '../state/format';
import { APP_RAM_SCALE_MB, levelOf, LOGS_SCALE_MB, shareOf } from '../state/levels';
import { Gauge } from './Gauge';

/** SPEC §2, §9: this server's CPU and RAM (bar against 1000 MB) and the logs' size (bar against 100 MB). */
export function ApplicationPanel({ metrics: m }: { metrics: Snapshot<SystemMetrics> }) {
  const { t } = useTranslation('systemMonitoring');
  const locale = currentLocale();
  return (
    <section className="wa-panel sm-panel" aria-labelledby="sm-app-title">
      <h2 id="sm-app-title" className="wa-panel-title">{t('application')}</h2>
      <div className="sm-gauges">
        <Gauge className="sm-app-cpu" label={t('appCpu')} fill={m.appCpuUsagePercent} value={formatPercent(m.appCpuUsagePercent, locale)}
          level={levelOf('cpu', m.appCpuUsagePercent)} detail={t('appCpuNote')} />
        <Gauge className="sm-app-ram" label={t('appRam')} fill={shareOf(m.appRamUsedMB, APP_RAM_SCALE_MB)} value={formatSize(m.appRamUsedMB * MB, locale)}
          detail={t('appRamScale', { scale: formatMegabytes(APP_RAM_SCALE_MB, locale) })} />
        <Gauge className="sm-logs" label={t('logs')} fill={shareOf(m.logsSizeMB, LOGS_SCALE_MB)} value={formatSize(m.logsSizeMB * MB, locale)}
          detail={t('logsScale', { scale: formatMegabytes(LOGS_SCALE_MB, locale) })} />
      </div>
    </section>
  );
}
