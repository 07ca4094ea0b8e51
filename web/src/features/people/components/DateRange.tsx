import { useTranslation } from 'react-i18next';
import { isRangeReversed } from '../../../lib/shared';

interface DateRangeProps {
  idPrefix: string;
  from: string;
  to: string;
  onChange(key: 'dateFrom' | 'dateTo', value: string): void;
}

/**
 * From and To, whole days both included; each bounds the other's picker. A range typed the wrong
 * way round is said at To, as the Hacking Attempts monitor says it, and its list asks for nothing.
 */
export function DateRange({ idPrefix, from, to, onChange }: DateRangeProps) {
  const { t } = useTranslation('people');
  const reversed = isRangeReversed(from, to);
  const errorId = `${idPrefix}-to-error`;
  return (
    <>
      <div className="field">
        <label className="field-label" htmlFor={`${idPrefix}-from`}>{t('tabs.from')}</label>
        <input id={`${idPrefix}-from`} type="date" className="input" value={from} max={to || undefined}
          onChange={(e) => onChange('dateFrom', e.target.value)} />
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${idPrefix}-to`}>{t('tabs.to')}</label>
        <input id={`${idPrefix}-to`} type="date" className="input" value={to} min={from || undefined}
          aria-invalid={reversed || undefined} aria-describedby={reversed ? errorId : undefined}
          onChange={(e) => onChange('dateTo', e.target.value)} />
        {reversed && <p id={errorId} className="field-error" role="alert">{t('common:errors.field.problems.endBeforeStart')}</p>}
      </div>
    </>
  );
}
