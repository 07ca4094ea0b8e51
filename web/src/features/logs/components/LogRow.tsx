import { useTranslation } from 'react-i18next';
import type { LogLine } from '../../../lib/contracts';
import { fieldsOf } from '../state/log-filter';
import { showRequest, toggleExpanded } from '../state/logs.store';

const clocks = new Map<string, Intl.DateTimeFormat>();
/** hh:mm:ss.mmm in the reader's locale, one formatter per locale (thousands of rows). */
function clock(iso: string, locale: string): string {
  if (!iso) return '—';
  let format = clocks.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit', fractionalSecondDigits: 3, hourCycle: 'h23' });
    clocks.set(locale, format);
  }
  return format.format(new Date(iso));
}

/** One line: time, level, message, its request (a button that shows only that request's lines) and, on demand, every field. */
export function LogRow({ line, open, locale }: { line: LogLine; open: boolean; locale: string }) {
  const { t } = useTranslation('logs');
  const detailsId = `log-details-${line.seq}`;
  const fields = fieldsOf(line);
  return (
    <li className={`log-row log-${line.level}`}>
      <time className="log-time" dateTime={line.time || undefined}>{clock(line.time, locale)}</time>
      <span className="log-level">{t(`levels.${line.level}`)}</span>
      <span className="log-msg">
        {line.msg || t('noMessage')}
        {fields && <span className="log-fields"> {fields}</span>}
      </span>
      <span className="log-actions">
        {line.reqId && (
          <button type="button" className="log-req" title={line.reqId} aria-label={t('filterByRequest', { id: line.reqId })}
            onClick={() => showRequest(line.reqId!)}>
            {line.reqId.slice(0, 8)}
          </button>
        )}
        <button type="button" className="log-expand" aria-expanded={open} aria-controls={detailsId} onClick={() => toggleExpanded(line.seq)}>
          {open ? t('hideDetails') : t('details')}
        </button>
      </span>
      {open && <pre className="log-details" id={detailsId}>{JSON.stringify(line.raw, null, 2)}</pre>}
    </li>
  );
}
