import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { type Filters, isFilterRangeReversed, RISK_LEVELS } from '../state/filters';
import { monitorState, setFilter } from '../state/monitor.store';

/** SPEC §2: risk level, status, start and end date; any change reloads the list from page 1. */
export function AttemptFilters() {
  const { t } = useTranslation('hackingAttempts');
  const { filters } = useSnapshot(monitorState);
  const reversed = isFilterRangeReversed(filters);
  return (
    <section className="ha-filters" aria-labelledby="ha-filters-title">
      <h2 id="ha-filters-title" className="visually-hidden">{t('filters.title')}</h2>
      <div className="field">
        <label className="field-label" htmlFor="ha-risk">{t('filters.riskLevel')}</label>
        <select id="ha-risk" className="input" value={filters.riskLevel} onChange={(e) => setFilter('riskLevel', e.target.value as Filters['riskLevel'])}>
          <option value="">{t('filters.allLevels')}</option>
          {RISK_LEVELS.map((level) => (
            <option key={level} value={level}>{t(`risk.${level}`)}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field-label" htmlFor="ha-status">{t('filters.status')}</label>
        <select id="ha-status" className="input" value={filters.status} onChange={(e) => setFilter('status', e.target.value as Filters['status'])}>
          <option value="">{t('filters.allStatuses')}</option>
          <option value="blocked">{t('filters.blocked')}</option>
          <option value="allowed">{t('filters.allowed')}</option>
        </select>
      </div>
      <div className="field">
        <label className="field-label" htmlFor="ha-start">{t('filters.startDate')}</label>
        {/* Both ends are whole days and included; each bounds the other so the range cannot be inverted. */}
        <input id="ha-start" type="date" className="input" value={filters.startDate} max={filters.endDate || undefined}
          onChange={(e) => setFilter('startDate', e.target.value)} />
      </div>
      <div className="field">
        <label className="field-label" htmlFor="ha-end">{t('filters.endDate')}</label>
        <input id="ha-end" type="date" className="input" value={filters.endDate} min={filters.startDate || undefined}
          aria-invalid={reversed || undefined} aria-describedby={reversed ? 'ha-end-error' : undefined}
          onChange={(e) => setFilter('endDate', e.target.value)} />
        {/* Typed past the pickers' bounds: the list stays as it was until the range reads forwards. */}
        {reversed && <p id="ha-end-error" className="field-error" role="alert">{t('common:errors.field.problems.endBeforeStart')}</p>}
      </div>
    </section>
  );
}
