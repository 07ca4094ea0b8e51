const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO moment as a datetime-local input shows it: the reader's own clock, to the minute. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/**
 * A datetime-local value back to an ISO moment for the API; '' is null (no date). A value the
 * browser would not give (typed by hand elsewhere) is undefined, so the form can refuse it.
 */
export function fromLocalInput(value: string): string | null | undefined {
  if (!value.trim()) return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) return undefined;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/** Seconds as minutes and seconds (SPEC §9): 754 → "12m 34s"; under a minute "34s". */
export function formatDuration(seconds: number | null, units: { m: string; s: string }): string {
  if (seconds === null || seconds < 0) return '—';
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return minutes > 0 ? `${minutes}${units.m} ${rest}${units.s}` : `${rest}${units.s}`;
}

/** A moment in the reader's language and time zone, date and time. */
export function formatDateTime(iso: string | null, locale: string): string {
  return iso ? new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
}

/** A day in the reader's language. */
export function formatDate(iso: string | null, locale: string): string {
  return iso ? new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' }) : '—';
}
