import { useTranslation } from 'react-i18next';
import { PRESENCE_TONE, type Presence } from '../state/users-query';

/** SPEC §4 presence from the last heartbeat, coloured by how recent; the word is always there too. */
export function PresenceBadge({ presence }: { presence: Presence }) {
  const { t } = useTranslation('people');
  return <span className={`badge ${PRESENCE_TONE[presence]}`}>{t(`presence.${presence}`)}</span>;
}

/** Free or Premium. */
export function TierBadge({ tier }: { tier: 'Free' | 'Premium' }) {
  const { t } = useTranslation('people');
  return <span className={`badge ${tier === 'Premium' ? 'badge-blue' : 'badge-neutral'}`}>{t(`tier.${tier}`)}</span>;
}

export function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation('people');
  return <span className={`badge ${verified ? 'badge-green' : 'badge-yellow'}`}>{t(verified ? 'verified.yes' : 'verified.no')}</span>;
}

/** SPEC §4 session status (admin): completed success, incomplete warning. */
export function SessionStatusBadge({ status }: { status: 'completed' | 'incomplete' }) {
  const { t } = useTranslation('people');
  return <span className={`badge ${status === 'completed' ? 'badge-green' : 'badge-yellow'}`}>{t(`sessionStatus.${status}`)}</span>;
}
