import { useTranslation } from 'react-i18next';
import { daysUntil, formatDay } from '../../../lib/due-date';
import { currentLocale } from '../../../lib/i18n';

/** "Due 28 November 2026 · in 3 days" (or today, or overdue), counted in UTC days as the server does. */
export function DueDate({ dueDate, settled = false }: { dueDate: string; /** Passed by everyone: no countdown. */ settled?: boolean }) {
  const { t } = useTranslation('assignments');
  const days = daysUntil(dueDate);
  const relative =
    settled || days === null ? null : days === 0 ? t('due.today') : days > 0 ? t('due.inDays', { count: days }) : t('due.overdue', { count: -days });
  const urgent = !settled && days !== null && days <= 1;
  return (
    <span className={urgent ? 'due-date due-date-urgent' : 'due-date'}>
      {t('due.on', { date: formatDay(dueDate, currentLocale()) })}
      {relative && <span className="due-date-relative"> · {relative}</span>}
    </span>
  );
}
