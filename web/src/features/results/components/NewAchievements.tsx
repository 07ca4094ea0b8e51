import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AchievementView } from '../../../lib/contracts';
import { AchievementBadge } from './AchievementBadge';

/** SPEC §9: the fireworks last 3 s. */
export const FIREWORKS_MS = 3000;
const SPARKS = 14;

/** What this session earned, celebrated once with fireworks (none for people who prefer less motion). */
export function NewAchievements({ achievements }: { achievements: AchievementView[] }) {
  const { t } = useTranslation('results');
  const [celebrating, setCelebrating] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setCelebrating(false), FIREWORKS_MS);
    return () => clearTimeout(timer);
  }, []);
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
