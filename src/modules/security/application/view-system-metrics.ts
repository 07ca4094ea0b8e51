import { inject, injectable } from 'inversify';
import { SECURITY } from '../security.tokens.ts';
import { clampPercent, formatBytes, MB, percentOf, type SystemProbe } from '../domain/system-metrics.ts';
import type { SystemMetrics } from '../http/operations.contracts.ts';

const UNKNOWN = '—';

/** The System Monitoring page's figures (SPEC §2, §3), polled every 3 s. */
@injectable()
export class ViewSystemMetrics {
  constructor(@inject(SECURITY.SystemProbe) private readonly probe: SystemProbe) {}

  async execute(): Promise<SystemMetrics> {
    const r = await this.probe.read();
    const disk = r.disk;
    return {
      cpuUsagePercent: clampPercent(r.cpu.overall),
      cpuCores: r.cpu.cores.map((usage, coreId) => ({ coreId, usagePercent: clampPercent(usage) })),
      ramUsagePercent: percentOf(r.memory.usedBytes, r.memory.totalBytes),
      ramUsedFormatted: formatBytes(r.memory.usedBytes),
      ramTotalFormatted: formatBytes(r.memory.totalBytes),
      ramUsedBytes: Math.round(r.memory.usedBytes),
      ramTotalBytes: Math.round(r.memory.totalBytes),
      diskUsagePercent: disk ? percentOf(disk.usedBytes, disk.totalBytes) : 0,
      diskUsedFormatted: disk ? formatBytes(disk.usedBytes) : UNKNOWN,
      diskTotalFormatted: disk ? formatBytes(disk.totalBytes) : UNKNOWN,
      diskUsedBytes: disk ? Math.round(disk.usedBytes) : 0,
      diskTotalBytes: disk ? Math.round(disk.totalBytes) : 0,
      appCpuUsagePercent: clampPercent(r.app.cpuPercent),
      appRamUsedMB: Math.round((r.app.rssBytes / MB) * 10) / 10,
      appRamUsedFormatted: formatBytes(r.app.rssBytes),
      logsSizeMB: Math.round((r.logsBytes / MB) * 100) / 100,
      logsSizeFormatted: formatBytes(r.logsBytes),
      lastUpdated: r.takenAt.toISOString(),
    };
  }
}
