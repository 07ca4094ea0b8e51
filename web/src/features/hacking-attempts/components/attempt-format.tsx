import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { HackingAttemptView } from '../../../lib/contracts';
import { Link } from 'wouter';
import { superadminSessionPath } from '../../../app/paths';
import { keepYearMark } from '../../../lib/due-date';

/** An attempt's time in the reader's language and time zone, to the second. */
export function formatTime(iso: string, locale: string): string {
  return keepYearMark(new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'medium' }));
}

/** View Details' name for assistive technology: twenty alike in a list of buttons, so whose attempt and when. */
export function detailsLabel(attempt: HackingAttemptView, t: TFunction, locale: string): string {
  return t('hackingAttempts:table.viewDetailsLabel', { user: attempt.userEmail ?? t('hackingAttempts:unknownUser'), time: formatTime(attempt.attemptTime, locale) });
}

/** SPEC §2: the session links to /superadmin/dashboard/sessions/{id}, or reads 'No Session'. */
export function SessionRef({ sessionId }: { sessionId: number | null }) {
  const { t } = useTranslation('hackingAttempts');
  if (sessionId === null) return <span className="ha-muted">{t('noSession')}</span>;
  return <Link href={superadminSessionPath(sessionId)} aria-label={t('sessionLink', { id: sessionId })}>#{sessionId}</Link>;
}
