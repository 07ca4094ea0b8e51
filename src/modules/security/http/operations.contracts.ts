import { z } from 'zod';

/**
 * Contracts of the SuperAdmin's operations screens (SPEC §2 "System Monitoring" and "Logs page",
 * §3 "System metrics", §9 poll 3 s, colour thresholds, bars scaled to 1000 MB / 100 MB). SuperAdmin only.
 */

const percent = z.number().min(0).max(100);

const bytes = z.number().int().min(0);

/**
 * GET /api/superadmin/system-metrics: the machine and this server process, as of `lastUpdated`.
 * The `…Formatted` fields are SPEC's (binary units, English); the byte counts beside them let a
 * client write them in its reader's language. Disk figures are 0 (and '—') until measured once.
 */
export const systemMetrics = z.object({
  cpuUsagePercent: percent,
  cpuCores: z.array(z.object({ coreId: z.number().int().min(0), usagePercent: percent })),
  ramUsagePercent: percent,
  ramUsedFormatted: z.string(),
  ramTotalFormatted: z.string(),
  ramUsedBytes: bytes,
  ramTotalBytes: bytes,
  diskUsagePercent: percent,
  diskUsedFormatted: z.string(),
  diskTotalFormatted: z.string(),
  diskUsedBytes: bytes,
  diskTotalBytes: bytes,
  /** This server process's share of the whole machine's CPU. */
  appCpuUsagePercent: percent,
  /** This server process's resident memory. */
  appRamUsedMB: z.number().min(0),
  appRamUsedFormatted: z.string(),
  /** Every file under data/logs/ (the current log and its rotated files). */
  logsSizeMB: z.number().min(0),
  logsSizeFormatted: z.string(),
  /** When the CPU figures were sampled (ISO 8601). */
  lastUpdated: z.string(),
});
export type SystemMetrics = z.infer<typeof systemMetrics>;

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];

/**
 * One log line as the logs hub (/hubs/logs, SuperAdmin only) sends it: pino's JSON line, already
 * redacted when it was written, with the fields the Logs page filters on lifted out.
 */
export const logLine = z.object({
  /** Increasing within one server's stream: the page keys rows by it. */
  seq: z.number().int(),
  time: z.string(),
  level: z.enum(LOG_LEVELS),
  msg: z.string(),
  /** The request id (x-request-id) when the line belongs to an HTTP request or hub invocation. */
  reqId: z.string().optional(),
  /** The whole line as written (every field), for the expanded row. */
  raw: z.record(z.string(), z.unknown()),
});
export type LogLine = z.infer<typeof logLine>;

/** How many of the last lines a connection receives first. */
export const LOG_BACKLOG_LINES = 500;

/** Hub event `log-lines`: the last N lines on connect (`backlog: true`), then each batch of new ones. */
export const logLinesEvent = z.object({ lines: z.array(logLine), backlog: z.boolean() });
export type LogLinesEvent = z.infer<typeof logLinesEvent>;
