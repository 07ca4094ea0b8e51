import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { authState } from '../../auth';
import type { Speaker } from '../state/conversation';
import { simulationState } from '../state/simulation.store';
import { Avatar } from './Avatar';

/** The characters the learner talks to; from the profiles, else from who has spoken. */
function useParticipants(): Speaker[] {
  const { speakers, lines } = useSnapshot(simulationState);
  if (speakers.length > 0) return speakers.map(({ name, role }) => ({ name, role }));
  const seen = new Map<string, Speaker>();
  for (const line of lines) if (line.speaker?.name && !seen.has(line.speaker.name)) seen.set(line.speaker.name, line.speaker);
  return [...seen.values()];
}

/** SPEC §2: the group's speakers plus 'You'. `compact` is the inline list in the header on small screens. */
export function ParticipantsCard({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('simulation');
  const { speakers, details, characterLeft } = useSnapshot(simulationState);
  const { user } = useSnapshot(authState);
  const participants = useParticipants();
  const userName = user?.firstName || user?.email || t('participants.you');
  const headingId = compact ? 'sim-participants-inline' : 'sim-participants';

  return (
    <section className={compact ? 'sim-participants sim-participants-compact' : 'sim-participants sim-card'} aria-labelledby={headingId}>
      <h2 id={headingId} className={compact ? 'visually-hidden' : 'sim-card-title'}>
        {t('participants.title')}
      </h2>
      <ul className="sim-participant-list">
        {participants.map((speaker) => (
          <li key={speaker.name} className="sim-participant" data-left={characterLeft?.name === speaker.name || undefined}>
            <Avatar speaker={speaker} speakers={speakers} personaAvatarUrl={details?.personaAvatarUrl ?? null} userName={userName} size="sm" />
            <span className="sim-participant-text">
              <span className="sim-participant-name">{speaker.name}</span>
              {speaker.role && <span className="sim-participant-role">{speaker.role}</span>}
              {characterLeft?.name === speaker.name && <span className="sim-participant-left">{t('left.participant')}</span>}
            </span>
          </li>
        ))}
        <li className="sim-participant">
          <Avatar speaker={null} speakers={speakers} personaAvatarUrl={null} userName={userName} size="sm" />
          <span className="sim-participant-text">
            <span className="sim-participant-name">{t('participants.you')}</span>
            {details?.userRole && <span className="sim-participant-role">{details.userRole}</span>}
          </span>
        </li>
      </ul>
    </section>
  );
}
