import { useTranslation } from 'react-i18next';
import type { Difficulty } from '../../../lib/contracts';

/** Each level its own colour: green, amber, red. */
const DIFFICULTY_TONE: Record<Difficulty, string> = {
  Beginner: 'badge-green',
  Intermediate: 'badge-yellow',
  Advanced: 'badge-red',
};

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  const { t } = useTranslation('catalogue');
  return (
    <span className={`badge ${DIFFICULTY_TONE[difficulty]} difficulty-badge`} data-difficulty={difficulty}>
      <span className="visually-hidden">{t('filters.difficulty')}: </span>
      {t(`difficulty.${difficulty}`)}
    </span>
  );
}

const GroupIcon = () => (
  <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.9-3.4 3.4-5 6.5-5s5.6 1.6 6.5 5" />
    <path d="M16 4.8a3.5 3.5 0 0 1 0 6.4M18 15.3c1.7.7 2.9 2.2 3.5 4.7" />
  </svg>
);

/** Shown when more than one character speaks in the scene. */
export function GroupSceneHint({ speakers }: { speakers: number }) {
  const { t } = useTranslation('catalogue');
  if (speakers <= 1) return null;
  return (
    <span className="group-hint">
      <GroupIcon />
      {t('card.groupScene', { count: speakers })}
    </span>
  );
}
