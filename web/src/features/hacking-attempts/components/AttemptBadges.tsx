import { useTranslation } from 'react-i18next';
import type { RiskLevel } from '../../../lib/contracts';

/** Coloured by danger, mildest green to critical solid red; the word is always there too. */
export function RiskBadge({ level }: { level: RiskLevel }) {
  const { t } = useTranslation('hackingAttempts');
  return <span className={`badge risk-badge risk-${level.toLowerCase()}`}>{t(`risk.${level}`)}</span>;
}

/** Blocked: the message never reached a character. Allowed: it did (recorded for review). */
export function StatusBadge({ blocked }: { blocked: boolean }) {
  const { t } = useTranslation('hackingAttempts');
  return <span className={`badge ${blocked ? 'status-blocked' : 'status-allowed'}`}>{t(blocked ? 'status.blocked' : 'status.allowed')}</span>;
}
