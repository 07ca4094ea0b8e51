import { useTranslation } from 'react-i18next';
import type { SessionResults } from '../../../lib/contracts';
import type { AnalysisWords } from '../state/analysis-words';
import { formatScore, scoreBand, SKILLS, type Skill } from '../state/scores';
import { RubricCard } from './RubricCard';
import { SkillsRadar } from './SkillsRadar';

/**
 * The radar and one card per skill: six tiles, so the grid is balanced at every width
 * (three by two, two by three, or one column) and no card is ever left alone on a row.
 */
export function SkillCards({ result, words }: { result: SessionResults; words: AnalysisWords }) {
  const { t } = useTranslation('results');
  const scores = Object.fromEntries(SKILLS.map((s) => [s, result.scores[s].score])) as Record<Skill, number>;
  return (
    <section aria-labelledby="feedback-title">
      <h2 id="feedback-title" className="results-section-title">{t('feedback.title')}</h2>
      <div className="skill-grid">
        <article className="results-card results-radar" aria-labelledby="radar-title">
          <h3 id="radar-title">{t('radar.title')}</h3>
          {/* A third of the page is narrow: a smaller web leaves room for "Самообладание" beside it. */}
          <SkillsRadar scores={scores} series={t('radar.series')} height={260} radius="52%" />
        </article>
        {SKILLS.map((skill) => (
          <article key={skill} className={`results-card feedback-card band-${scoreBand(scores[skill])}`}>
            <header className="feedback-card-header">
              <h3>{t(`skills.${skill}`)}</h3>
              <span className="feedback-score">{formatScore(scores[skill])}<span className="muted">/10</span></span>
            </header>
            <p lang={words.feedback[skill].lang}>{words.feedback[skill].text}</p>
            <RubricCard result={result} skill={skill} />
          </article>
        ))}
      </div>
    </section>
  );
}
