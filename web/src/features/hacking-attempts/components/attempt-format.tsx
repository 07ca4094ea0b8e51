import { useTranslation } from 'react-i18next';

/** An attempt's time in the reader's language and time zone. */
export function formatTime(iso: string, locale: string): string {
  return new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'medium' });
}

/**
 * SPEC §2 links the session to /superadmin/dashboard/sessions/{id}; that page comes with a later
 * issue, so until then the id is plain text rather than a link that goes nowhere.
 */
export function SessionRef({ sessionId }: { sessionId: number | null }) {
  const { t } = useTranslation('hackingAttempts');
  return sessionId === null ? <span className="ha-muted">{t('noSession')}</span> : <span>#{sessionId}</span>;
}
