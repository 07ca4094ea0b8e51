import { keepYearMark } from '../lib/due-date';

/**
 * A table's compact moment in the reader's language and time zone: the date over the time, so the
 * column stays narrow. `seconds` where two events a moment apart must read apart (retries, attempts).
 */
export function StackedTime({ iso, locale, seconds = false }: { iso: string; locale: string; seconds?: boolean }) {
  const at = new Date(iso);
  return (
    <time dateTime={iso} className="stacked-time">
      <span>{keepYearMark(at.toLocaleDateString(locale, { dateStyle: 'medium' }))}</span>{' '}
      <span className="stacked-time-clock">{at.toLocaleTimeString(locale, { timeStyle: seconds ? 'medium' : 'short' })}</span>
    </time>
  );
}
