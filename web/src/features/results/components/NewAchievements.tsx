import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AchievementView } from '../../../lib/contracts';
import { firstCelebration, prefersLessMotion } from '../state/celebrations';
import { AchievementBadge } from './AchievementBadge';

/** SPEC §9: the fireworks last 3 s. */
export const FIREWORKS_MS = 3000;
const SPARKS = 14;

/** What this session earned, celebrated with fireworks the first time the results are shown (never for people who prefer less motion). */
export function NewAchievements({ sessionId, achievements }: { sessionId: number; achievements: AchievementView[] }) {
  const { t } = useTranslation('results');
  const [celebrating, setCelebrating] = useState(false);
  useEffect(() => {
    // Claimed before the motion check: a visit without fireworks still counts as the first showing.
    if (firstCelebration(sessionId) && !prefersLessMotion()) setCelebrating(true);
  }, [sessionId]);
  useEffect(() => {
    if (!celebrating) return;
    const timer = setTimeout(() => setCelebrating(false), FIREWORKS_MS);
    return () => clearTimeout(timer);
  }, [celebrating]);
  return (
    <section className="results-card new-achievements" aria-labelledby="new-achievements-title">
      {celebrating && (
        <div className="fireworks" aria-hidden="true" data-testid="fireworks">
          {Array.from({ length: SPARKS }, (_, i) => (
            <span key={i} className="spark" style={{ ['--angle' as string]: `${(360 / SPARKS) * i}deg`, ['--delay' as string]: `${(i % 3) * 0.35}s` }} />
          ))}
        </div>
      )}
      <h2 id="new-achievements-title">{t('achievements.newTitle', { count: achievements.length })}</h2>
      <div className="achievement-list">
        {achievements.map((a) => <AchievementBadge key={a.id} achievement={a} />)}
      </div>
    </section>
  );
}
