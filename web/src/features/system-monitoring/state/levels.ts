/** SPEC §9: where a gauge turns yellow and red. */
const THRESHOLDS = {
  cpu: { warning: 70, critical: 90 },
  ram: { warning: 80, critical: 90 },
  disk: { warning: 85, critical: 95 },
} as const;

export type Gauge = keyof typeof THRESHOLDS;
export type Level = 'normal' | 'warning' | 'critical';

export function levelOf(gauge: Gauge, percent: number): Level {
  const t = THRESHOLDS[gauge];
  return percent >= t.critical ? 'critical' : percent >= t.warning ? 'warning' : 'normal';
}

/** SPEC §9: the server's memory bar is drawn against 1000 MB, the logs' against 100 MB. */
export const APP_RAM_SCALE_MB = 1000;
export const LOGS_SCALE_MB = 100;

/** A share of a scale, for a bar: 0–100, a figure past the scale fills it. */
export const shareOf = (value: number, scale: number) => Math.min(100, Math.max(0, (value / scale) * 100));
