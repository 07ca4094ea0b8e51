/** What the machine and this server process look like at one moment (SPEC §3 "System metrics"). */
export interface SystemReadings {
  /** Busy share of all cores together, and of each, since the previous sample (percent). */
  cpu: { overall: number; cores: number[] };
  memory: { usedBytes: number; totalBytes: number };
  /** The file system holding the data folder; null until it has been measured once. */
  disk: { usedBytes: number; totalBytes: number } | null;
  /** This process: its share of the whole machine's CPU (percent) and its resident memory. */
  app: { cpuPercent: number; rssBytes: number };
  /** Every file of the logs folder: the current log and its rotated ones. */
  logsBytes: number;
  /** When the CPU figures were sampled. */
  takenAt: Date;
}

/** Port: reads the figures; cheap to ask often (the page polls every 3 s). */
export interface SystemProbe {
  read(): Promise<SystemReadings>;
}

export const MB = 1024 * 1024;
const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Binary units, one decimal from KB up: 1536 → "1.5 KB", 8_000_000_000 → "7.5 GB". */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${Math.round(value)} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}

/** A percentage kept within 0–100 with one decimal (samplers can overshoot by rounding). */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(100, Math.max(0, value)) * 10) / 10;
}

export function percentOf(part: number, whole: number): number {
  return whole > 0 ? clampPercent((part / whole) * 100) : 0;
}
