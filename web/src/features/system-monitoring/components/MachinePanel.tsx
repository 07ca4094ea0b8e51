import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import type { SystemMetrics } from '../../../lib/contracts';
import { currentLocale } from '../../../lib/i18n';
import { formatPercent, formatSize } from '../state/format';
import { levelOf } from '../state/levels';
import { Gauge } from './Gauge';

/** SPEC §2: the machine's CPU (overall and per core), RAM and disk, coloured by SPEC §9's thresholds. */
export function MachinePanel({ metrics: m }: { metrics: Snapshot<SystemMetrics> }) {
  const { t } = useTranslation('systemMonitoring');
  const locale = currentLocale();
  const percent = (p: number) => formatPercent(p, locale);
  const usedOf = (used: number, total: number) => t('usedOf', { used: formatSize(used, locale), total: formatSize(total, locale) });
  const diskKnown = m.diskTotalBytes > 0;
  return (
    <section className="wa-panel sm-panel" aria-labelledby="sm-machine-title">
      <h2 id="sm-machine-title" className="wa-panel-title">{t('machine')}</h2>
      <div className="sm-gauges">
        <Gauge className="sm-cpu" label={t('cpu')} fill={m.cpuUsagePercent} value={percent(m.cpuUsagePercent)} level={levelOf('cpu', m.cpuUsagePercent)} />
        <Gauge className="sm-ram" label={t('ram')} fill={m.ramUsagePercent} value={percent(m.ramUsagePercent)} level={levelOf('ram', m.ramUsagePercent)}
          detail={usedOf(m.ramUsedBytes, m.ramTotalBytes)} />
        <Gauge className="sm-disk" label={t('disk')} fill={m.diskUsagePercent} value={diskKnown ? percent(m.diskUsagePercent) : '—'}
          level={diskKnown ? levelOf('disk', m.diskUsagePercent) : 'normal'} detail={diskKnown ? usedOf(m.diskUsedBytes, m.diskTotalBytes) : t('unknown')} />
      </div>
      <h3 className="sm-subtitle">{t('cpuCores')}</h3>
      <ul className="sm-cores">
        {m.cpuCores.map((core) => (
          <li key={core.coreId}>
            <Gauge className="sm-core" label={t('core', { n: core.coreId })} fill={core.usagePercent} value={percent(core.usagePercent)}
              level={levelOf('cpu', core.usagePercent)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
