import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { superadminSessionPath } from '../../../app/paths';
import { BreakableEmail } from '../../../components/BreakableEmail';
import { keepYearMark } from '../../../lib/due-date';

/** A time in the reader's language and time zone: the date over the time, so a column stays narrow. */
export function StackedTime({ iso, locale }: { iso: string; locale: string }) {
  const at = new Date(iso);
  return (
    <time dateTime={iso} className="am-time">
      <span>{keepYearMark(at.toLocaleDateString(locale, { dateStyle: 'medium' }))}</span>{' '}
      <span className="am-muted">{at.toLocaleTimeString(locale, { timeStyle: 'medium' })}</span>
    </time>
  );
}

/** SPEC §2: each session opens its detail in the console. */
export function SessionLink({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation('analysisMonitoring');
  // The spoken name ('Session #12') holds the visible one ('#12'), as it must for voice control.
  return <Link href={superadminSessionPath(sessionId)} aria-label={t('sessionLink', { id: sessionId })}>{t('sessionNumber', { id: sessionId })}</Link>;
}

/** The learner's address; the server sends '' for an account deleted since. */
export function UserEmail({ email }: { email: string }) {
  const { t } = useTranslation('analysisMonitoring');
  return email ? <span className="wa-email"><BreakableEmail email={email} /></span> : <span className="am-muted">{t('unknownUser')}</span>;
}
