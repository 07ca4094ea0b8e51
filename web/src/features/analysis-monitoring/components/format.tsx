import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { superadminSessionPath } from '../../../app/paths';
import { BreakableEmail } from '../../../components/BreakableEmail';

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
