import { useTranslation } from 'react-i18next';

interface DateRangeProps {
  idPrefix: string;
  from: string;
  to: string;
  onChange(key: 'dateFrom' | 'dateTo', value: string): void;
}

/** From and To, whole days both included; each bounds the other so the range cannot be turned around. */
export function DateRange({ idPrefix, from, to, onChange }: DateRangeProps) {
  const { t } = useTranslation('people');
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
          onChange={(e) => onChange('dateTo', e.target.value)} />
      </div>
    </>
  );
}
