import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../lib/i18n';
import { keepYearMark } from '../../../lib/due-date';

/** A table's compact moment: the date over the time, so the column stays narrow; 'Never' when there is none. */
export function StackedTime({ iso }: { iso: string | null }) {
  const { t } = useTranslation('people');
  if (!iso) return <span className="people-muted">{t('never')}</span>;
  const at = new Date(iso);
  const locale = currentLocale();
  return (
    <time dateTime={iso} className="people-stacked-time">
      <span>{keepYearMark(at.toLocaleDateString(locale, { dateStyle: 'medium' }))}</span>{' '}
      <span className="people-muted">{at.toLocaleTimeString(locale, { timeStyle: 'short' })}</span>
    </time>
  );
}
